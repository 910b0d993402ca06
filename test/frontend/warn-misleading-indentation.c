// -Wmisleading-indentation (in -Wall, as in clang-19): a statement lined up with the unbraced
// body of the if, else, for or while before it, or following that body on its line, as if it
// were part of it. Tabs count to the next multiple of 8; a macro, a directive in between, a
// label or a `;` next, and a braced body leave it unsaid. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wall %s
// RUN: %clang -fsyntax-only -Wall -Xclang -verify %s
// RUN: %ompfe -fsyntax-only %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:
// RUN: not %ompfe -fsyntax-only -Werror=misleading-indentation %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: misleading indentation; statement is not part of the previous 'if' [-Werror,-Wmisleading-indentation]
#define TWICE(x) x; x
#define BODY n++
void work(int);

void plain(int n) {
  if (n > 3) // expected-note {{previous statement is here}}
    n = 3;
    n++; // expected-warning {{misleading indentation; statement is not part of the previous 'if'}}
  if (n > 3)
    n = 3;
  n++;
  if (n) n--;
    n++;
  if (n) {
    n--;
  }
    n++;
}

void loops(int n) {
  for (int i = 0; i < n; i++) // expected-note {{previous statement is here}}
    work(i);
    work(n); // expected-warning {{statement is not part of the previous 'for'}}
  while (n--) // expected-note {{previous statement is here}}
    work(n);
    work(0); // expected-warning {{statement is not part of the previous 'while'}}
  do
    work(n);
    while (0);
  while (n--)
    work(n);
  int k = n;
  while (k--) // expected-note {{previous statement is here}}
    work(k);
    int j = k; // expected-warning {{statement is not part of the previous 'while'}}
  work(j);
}

void elses(int n) {
  if (n)
    work(1);
  else // expected-note {{previous statement is here}}
    work(2);
    work(3); // expected-warning {{statement is not part of the previous 'else'}}
  if (n)
    work(1);
  else if (n > 2) // expected-note {{previous statement is here}}
    work(2);
    work(3); // expected-warning {{statement is not part of the previous 'if'}}
  if (n)
    work(1);
  else {
    work(2);
  }
    work(3);
}

void same_line(int n) {
  if (n) // expected-note {{previous statement is here}}
    work(1); work(2); // expected-warning {{statement is not part of the previous 'if'}}
  if (n) work(1); work(2);
}

void nested(int n) {
  while (n--)
    if (n > 2) // expected-note {{previous statement is here}}
      work(n);
      work(0); // expected-warning {{statement is not part of the previous 'if'}}
  while (n--) // expected-note {{previous statement is here}}
    if (n > 2)
      work(n);
    work(0); // expected-warning {{statement is not part of the previous 'while'}}
}

void quiet(int n) {
  if (n)
    TWICE(work(n));
  if (n)
    BODY;
    BODY;
  if (n)
    work(1);
#if 1
    work(2);
#endif
  if (n)
    work(1);
    ;
  if (n)
    work(1);
    done: work(2); // expected-warning {{unused label 'done'}}
  if (n)
    work(1);
  work(2);
  if (n) {
  }
}

void tabs(int n) {
	if (n) // expected-note {{previous statement is here}}
		work(1);
                work(2); // expected-warning {{statement is not part of the previous 'if'}}
	if (n)
		work(1);
          work(2);
}

/* An object-like macro whose expansion ends as its name does: matching the preprocessed
 * line to the file's from their ends, ompfe took `work` for the tail of `xwork`, one column
 * right (oniguruma's regparse.c, regexec.c). Its tokens are a macro's: nothing is said. */
#define xwork work
#define yy xy
int xy;
void expansion_ends_as_name(int n) {
  if (n) xwork(n);
  xwork(n);
  if (n)
    xwork(n);
    xwork(n);
  if (n) n = 1;
  yy = 2;
  if (n)
    n = 2;
    yy = 3;
  if (n) // expected-note {{previous statement is here}}
    n = 2;
    xy = 3; // expected-warning {{statement is not part of the previous 'if'}}
}
