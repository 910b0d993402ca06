break scopes.c:21
break scopes.c:23
break scopes.c:27
break scopes.c:30
run
print v
continue
print v
continue
print v
print i
delete 3
continue
print v
