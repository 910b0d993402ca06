// Universal character names and UTF-8 in identifiers must be characters C11 Annex D allows, as
// clang-19 checks them (gcc's cpp checks them first; here the text is taken as preprocessed).
// Where clang-19 has no such words (U+0300 first, U+201C: a syntax error; U+00A0: a warning that
// takes it for whitespace) the error names the character.
// RUN: %verify %s -- %ompfe -fsyntax-only -x cpp-output %s

int caf\u00e9, x\u0300, x\U000E0000, \u00c0\u1dc0, 中文;
int caf\u00e9;
int café; // the same identifier, spelled in UTF-8
int a\u0024b;     // expected-error {{character '$' cannot be specified by a universal character name}}
int a\u0041b;     // expected-error {{character 'A' cannot be specified by a universal character name}}
int \u0300x;      // expected-error {{character <U+0300> not allowed at the start of an identifier}}
int a\u00a0;      // expected-error {{character <U+00A0> not allowed in an identifier}}
int x\uFFFE;      // expected-error {{character <U+FFFE> not allowed in an identifier}}
int x\ud800;      // expected-error {{invalid universal character}}
int “quoted;      // expected-error {{character <U+201C> not allowed in an identifier}}
