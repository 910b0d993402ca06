// RUN: %cmp-clang %s %t
// omp_get_num_devices, get/set_default_device, get_initial_device, is_initial_device, get_device_num (host, device).
#include <omp.h>
#include <stdio.h>

int main(void) {
  int ndev = omp_get_num_devices();
  int initial = omp_get_initial_device();
  printf("host: num_devices>0=%d initial==num_devices=%d default=%d is_initial=%d device_num==initial=%d\n",
         ndev > 0, initial == ndev, omp_get_default_device(), omp_is_initial_device(),
         omp_get_device_num() == initial);

  int in_init = -1, in_num = -1, in_ndev = -1, in_devnum = -1;
  #pragma omp target map(from: in_init, in_num, in_ndev, in_devnum)
  {
    in_init = omp_is_initial_device();
    in_ndev = omp_get_num_devices();
    in_num = omp_get_initial_device();
    in_devnum = omp_get_device_num();
  }
  /* omp_is_initial_device() is the <omp.h> nohost variant (0); the other routines are libomp's
     host entry points, which the x86 device image calls directly */
  printf("region: is_initial=%d num_devices==host=%d initial==host=%d device_num==host's=%d\n",
         in_init, in_ndev == ndev, in_num == initial, in_devnum == omp_get_device_num());

  if (ndev > 1) {
    omp_set_default_device(1);
    printf("after set_default_device(1): default=%d\n", omp_get_default_device());
    int a = 0;
    #pragma omp target enter data map(to: a)        /* goes to device 1 */
    printf("a present on 1=%d on 0=%d\n", omp_target_is_present(&a, 1) != 0, omp_target_is_present(&a, 0) != 0);
    #pragma omp target exit data map(delete: a)
    omp_set_default_device(0);
  } else {
    printf("single device: no set_default_device test\n");
  }
  printf("default=%d\n", omp_get_default_device());

  /* the initial device as a device number: the region runs on the host */
  int where = -1;
  #pragma omp target device(initial) map(from: where)
  { where = omp_is_initial_device(); }
  printf("device(omp_get_initial_device()): is_initial=%d\n", where);
  return 0;
}
