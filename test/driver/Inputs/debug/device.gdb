set breakpoint pending on
break prog.c:20
run
bt 1
print inside
print sum
info symbol $pc
