// RUN: %cmp-clang %s %t
// target device(n): default device, device 1 when present, separate data environments per device.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int ndev = omp_get_num_devices();
  int d0 = omp_get_default_device();
  int x = 5, on_dev = -1;

  #pragma omp target device(d0) map(tofrom: x, on_dev)
  {
    x += 1;
    on_dev = !omp_is_initial_device();
  }
  printf("device(default): x=%d on device=%d\n", x, on_dev);

  if (ndev > 1) {
    int d1 = 1;
    int arr[4] = {1, 2, 3, 4};
    #pragma omp target enter data map(to: arr) device(d1)
    printf("arr present on 1=%d on %d=%d\n", omp_target_is_present(arr, d1) != 0, d0,
           omp_target_is_present(arr, d0) != 0);
    #pragma omp target device(d1) map(from: on_dev)
    {
      arr[0] = 100;                 /* present on device 1: device copy */
      on_dev = !omp_is_initial_device();
    }
    printf("device(1): on device=%d host arr[0]=%d\n", on_dev, arr[0]);
    #pragma omp target update from(arr[0:1]) device(d1)
    printf("after update from device 1: arr[0]=%d\n", arr[0]);
    /* device 0 gets its own copy (implicit tofrom) */
    #pragma omp target device(d0)
    { arr[1] = arr[0] + 1; }
    printf("device(0) region: arr[1]=%d\n", arr[1]);
    #pragma omp target exit data map(delete: arr) device(d1)
    printf("arr present on 1 after delete=%d\n", omp_target_is_present(arr, d1) != 0);
  } else {
    printf("only %d device(s): skipping device 1\n", ndev);
  }

  /* the device expression is evaluated on the host each time */
  int sum = 0;
  for (int k = 0; k < ndev && k < 4; k++) {
    #pragma omp target device(k) map(tofrom: sum)
    { sum += k + 1; }
  }
  printf("sum over devices=%d\n", sum);
  return 0;
}
