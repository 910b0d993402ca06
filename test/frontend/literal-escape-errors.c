// Escapes and universal character names that do not fit their literal are errors, as clang-19
// words them (gcc warns of some and truncates the value).
// RUN: %verify %s -- %ompfe -fsyntax-only %s

const char *ucn_basic = "\u0041";              // expected-error {{character 'A' cannot be specified by a universal character name}}
const char *ucn_control = "\u009f";            // expected-error {{universal character name refers to a control character}}
const char *ucn_surrogate = "\ud800";          // expected-error {{invalid universal character}}
const unsigned *ucn_beyond = U"\U00110000";    // expected-error {{invalid universal character}}
const char *ucn_short = "ab" "\u00e";          // expected-error {{incomplete universal character name}}
const char *ucn_allowed = "\u0024\u0040\u0060\u00a0\U0010FFFF";
const char *hex_byte = "\x100";                // expected-error {{hex escape sequence out of range}}
const unsigned short *hex_unit = u"\x12345";   // expected-error {{hex escape sequence out of range}}
const int *hex_wide = L"\x123456789";          // expected-error {{hex escape sequence out of range}}
const char *octal_byte = "\777";               // expected-error {{octal escape sequence out of range}}
const unsigned short *octal_unit = u"\777";
int char16_pair = u'\U0001F600';               // expected-error {{character too large for enclosing character literal type}}
int char16_utf8 = u'😀';                       // expected-error {{character too large for enclosing character literal type}}
int narrow_ucn = '\u00e9';                     // expected-error {{character too large for enclosing character literal type}}
int narrow_hex = '\x100';                      // expected-error {{hex escape sequence out of range}}
int char32 = U'\U0001F600' + L'😀' + u'\uffff' + '\u0024';

// An escape C does not define stands for the character after the backslash, with a warning
// (gcc and clang-19 alike; it was an error); \x without digits stays an error.
const char *unknown = "a\qb";                  // expected-warning {{unknown escape sequence '\q'}}
int unknown_char = '\%';                       // expected-warning {{unknown escape sequence '\%'}}
const char *no_digits = "\x";                  // expected-error {{invalid escape sequence in string literal}}
// More than one character in a wide or Unicode character constant is clang-19's error (gcc
// warns and keeps one); u8'a' is C23's, and in C17 u8 is an identifier to both.
int wide_two = L'ab';                          // expected-error {{wide character literals may not contain multiple characters}}
int utf16_two = u'ab';                         // expected-error {{Unicode character literals may not contain multiple characters}}
int utf8_char = u8'a';                         // expected-error {{UTF-8 character constants (u8'...') are C23; ompfe compiles C17, where u8 is an identifier}}
