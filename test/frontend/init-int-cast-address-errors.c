// The static initializers that stay refused around an address constant cast to an integer
// (test/c/init_static_int_cast_address.c has those taken): gcc-12 and clang-19 refuse a cast
// narrower than a pointer, a product, an integer minus an address, and a sum of two
// addresses. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wno-pointer-to-int-cast %s
// RUN: %clang -fsyntax-only -Wno-pointer-to-int-cast -Xclang -verify %s
int arr[4];
int a = (int)arr + 4;            // expected-error {{initializer element is not a compile-time constant}}
long b = (long)arr * 2;          // expected-error {{initializer element is not a compile-time constant}}
long c = 8 - (long)arr;          // expected-error {{initializer element is not a compile-time constant}}
long d = (long)arr + (long)arr;  // expected-error {{initializer element is not a compile-time constant}}
short e = (short)((long)arr + 4); // expected-error {{initializer element is not a compile-time constant}}
long ok = (long)arr + 4;
