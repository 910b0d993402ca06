int shared_counter;
int bump(void) { return ++shared_counter; }
