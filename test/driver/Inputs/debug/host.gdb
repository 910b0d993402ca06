break visit
run
bt
info args
print *n
print n->next->weight
up
info locals
ptype first
ptype t
