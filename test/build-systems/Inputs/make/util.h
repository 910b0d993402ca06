int scale(void);
