void f(int n) {
  int x = (((((n;
  for (;;
  }
}
)))))]]]]]}}}}}
int g(void) { return (int)(long)(short)); }
int h(
