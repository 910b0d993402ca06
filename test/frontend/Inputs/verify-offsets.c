// expected-warning@+1 2 {{unused variable}}
int f(void) { int a, b; return 0; }
int g(void) { int c; return 0; } // expected-warning@-0 {{unused variable 'c'}} expected-warning@2 {{unused variable 'b'}}
