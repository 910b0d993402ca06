set print address off
break types.c:27
run
whatis n
ptype n
print n
whatis limit
whatis p
ptype p
print p
whatis np
whatis pair
print pair
whatis g_total
ptype g_total
print g_total
print c
ptype enum color
print s
ptype s
print (enum color)6
print f
ptype f
print f.level
print f.wide
print vla
ptype vla
print sizeof(vla)
