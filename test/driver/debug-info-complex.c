// -g: complex variables are DWARF base types of the complex_float encoding (gdb prints them
// as `1 + 2i`), named as gcc and clang name them.
// RUN: %ompfe -g -emit-llvm %s -o - | FileCheck %s
// CHECK-DAG: !DILocalVariable(name: "f", {{.*}}type: ![[F:[0-9]+]])
// CHECK-DAG: ![[F]] = !DIBasicType(name: "complex float", size: 64, encoding: DW_ATE_complex_float)
// CHECK-DAG: !DILocalVariable(name: "d", {{.*}}type: ![[D:[0-9]+]])
// CHECK-DAG: ![[D]] = !DIBasicType(name: "complex double", size: 128, encoding: DW_ATE_complex_float)
// CHECK-DAG: !DILocalVariable(name: "l", {{.*}}type: ![[L:[0-9]+]])
// CHECK-DAG: ![[L]] = !DIBasicType(name: "complex long double", size: 256, encoding: DW_ATE_complex_float)
int main(void) {
  float _Complex f = 1.0f;
  double _Complex d = 2.0i;
  long double _Complex l = f + d;
  return (int)__real__ l;
}
