/* Types of abi_bitfield_plain_field_mixed.c: bit-fields gcc lays out as plain fields. */
struct h16 { unsigned short m : 16; };
struct pa { char c; struct h16 h; } __attribute__((packed));
struct q32 { unsigned x : 8, y : 8, z : 16; };
struct pt { char c; struct q32 q; } __attribute__((packed));
struct w64 { long long v : 64; };
struct pw { int c; struct w64 w; } __attribute__((packed));
struct h15 { unsigned short m : 15; }; /* still a bit-field: registers */
struct pe { char c; struct h15 h; } __attribute__((packed));
struct hp { char a[2]; short b : 16 __attribute__((packed)); }; /* packed: still a bit-field */
struct pp { char c; struct hp h; } __attribute__((packed));
struct hq { unsigned short m : 16; unsigned e : 4; } __attribute__((packed)); /* packed after the braces */
struct pq { char c; struct hq h; } __attribute__((packed));
