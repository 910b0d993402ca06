set print address off
break scopes.c:21
break scopes.c:23
break scopes.c:27
break scopes.c:12
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
print calls
print by
print g_counter
continue
print v
print g_counter
print g_static
print g_name
print g_table
ptype g_table
print bump::calls
