int f(int x) { return x; } // expected-warning {{unused variable 'x'}}
