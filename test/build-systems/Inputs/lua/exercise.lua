-- Exercises the Lua 5.4 VM and its libraries where a compiler's mistakes show: the
-- interpreter's jump table (labels as values), integer/float arithmetic and conversions,
-- string formatting of floats, closures and upvalues, coroutines, metatables, error handling,
-- the garbage collector, string.pack, utf8 and table.sort. Prints everything, so two builds of
-- the interpreter can be compared line by line.
local out = {}
local function p(...) local t = table.pack(...) for i = 1, t.n do t[i] = tostring(t[i]) end print(table.concat(t, " ")) end

-- integers, floats, conversions, overflow wrap, floor division and modulo signs
p(math.maxinteger, math.mininteger, math.maxinteger + 1 == math.mininteger, 7 // 2, -7 // 2, 7 % -3, -7 % 3)
p(7.5 // 2, -7.5 % 2, 1 / 0, -1 / 0, 0/0 ~= 0/0, 2^53 + 1, math.tointeger(3.0), 3 | 5, 6 & 3, 5 ~ 3, ~0, 1 << 63, -1 >> 1)
p(string.format("%.17g %.3f %5.1e %g %a %x %5d|%-5d|%q", math.pi, -1/3, 123456.789, 1e300*10, 1.0, 255, 42, 42, "a\nb\0"))
p(tostring(1e15), tostring(1e16), tostring(-0.0), tostring(2^63), 3 == 3.0, math.type(1), math.type(1.0), math.type("1"))
p(tonumber("0x1p4"), tonumber("  10  "), tonumber("10", 36), tonumber("z", 36), tonumber("1e1"), tonumber("0x7fffffffffffffff"))
p(math.floor(-3.5), math.ceil(-3.5), math.fmod(-7, 3), math.abs(math.mininteger), math.ult(1, -1), math.sqrt(2), math.exp(1), math.log(8, 2))

-- strings and patterns
local s = "The quick brown fox jumps over the lazy dog"
p(#s, s:upper(), s:rep(2, "|"):len(), s:sub(-8, -2), s:byte(1, 3), s:find("o", 15), s:match("(%a+) dog"))
p(s:gsub("%w+", function(w) return w:reverse() end))
for k, v in string.gmatch("a=1, b=22, ccc=333", "(%w+)=(%w+)") do p(k, v) end
p(string.format("%s %10.4s %-3s!", "x", "abcdefgh", "y"), ("x"):rep(3), string.char(72, 105))
p(string.pack(">i4 <i8 z d", 1, -2, "hi", 1.5):byte(1, -1))
p(string.unpack("<i2 >I3 s1", string.pack("<i2 >I3 s1", -300, 70000, "xyz")))
p(utf8.char(72, 228, 8364, 128512), utf8.len("häl€"), #utf8.char(128512))
for _, c in utf8.codes("aé€") do io.write(c, " ") end print()

-- tables, sorting with a comparator, length, next, table functions
local t = {}
for i = 1, 200 do t[i] = (i * 7919) % 211 end
table.sort(t, function(a, b) return a > b end)
p(t[1], t[2], t[100], t[200], #t, select("#", table.unpack(t)))
table.insert(t, 1, -1) table.remove(t) p(t[1], #t, table.concat({1, 2, 3}, ","), table.move({1, 2, 3}, 1, 3, 2)[3])
local keys = {} for k in pairs({x = 1, y = 2, z = 3}) do keys[#keys + 1] = k end table.sort(keys) p(table.concat(keys))

-- closures, varargs, recursion, tail calls, goto
local function counter() local n = 0 return function() n = n + 1 return n end end
local c1, c2 = counter(), counter() c1() c1() p(c1(), c2())
local function sum(...) local a = 0 for _, v in ipairs({...}) do a = a + v end return a, select("#", ...) end
p(sum(1, 2, 3, 4.5))
local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end p(fib(25))
local function loop(n, acc) if n == 0 then return acc end return loop(n - 1, acc + n) end p(loop(100000, 0))
do local i = 1 ::top:: if i <= 3 then io.write(i, ";") i = i + 1 goto top end print() end

-- metatables
local V = {} V.__index = V
V.__add = function(a, b) return setmetatable({x = a.x + b.x, y = a.y + b.y}, V) end
V.__eq = function(a, b) return a.x == b.x and a.y == b.y end
V.__tostring = function(v) return "(" .. v.x .. "," .. v.y .. ")" end
V.__lt = function(a, b) return a.x < b.x end
V.__call = function(v, k) return v.x * k end
V.__len = function() return 2 end
local a, b = setmetatable({x = 1, y = 2}, V), setmetatable({x = 3, y = 4}, V)
p(tostring(a + b), a == b, a < b, a(10), #a, rawequal(a, a), rawlen({1, 2}))
local proxy = setmetatable({}, {__index = function(_, k) return k .. "!" end, __newindex = function(t2, k, v) rawset(t2, k, v * 2) end})
proxy.q = 21 p(proxy.q, proxy.missing)

-- coroutines
local gen = coroutine.wrap(function(n) for i = 1, n do coroutine.yield(i * i) end return "end" end)
p(gen(4), gen(), gen(), gen(), gen())
local co = coroutine.create(function(x) local y = coroutine.yield(x + 1) error({code = y}) end)
p(coroutine.resume(co, 1)) local ok, e = coroutine.resume(co, 42) p(ok, type(e), e.code, coroutine.status(co))

-- errors
p(pcall(error, "boom")) p(pcall(function() local x = nil return x.y end))
p(select(2, xpcall(function() error("deep", 0) end, function(m) return "handled: " .. m end)))
p(pcall(string.rep)) p(string.format("%d", 3.0), pcall(string.format, "%d", 3.5))

-- garbage collection with weak tables and finalizers
local weak = setmetatable({}, {__mode = "k"})
do for i = 1, 100 do weak[{}] = i end end
collectgarbage() collectgarbage()
local n = 0 for _ in pairs(weak) do n = n + 1 end p("weak left", n)
local finalized = 0
for i = 1, 50 do setmetatable({}, {__gc = function() finalized = finalized + 1 end}) end
collectgarbage() collectgarbage() p("finalized", finalized)
local big = {} for i = 1, 100000 do big[i] = tostring(i) end p(#big, big[99999], collectgarbage("count") > 0)

-- load, string.dump round trip, environments
local f = load("local a, b = ... return a * b + (x or 0)", "chunk", "t", {x = 5}) p(f(6, 7))
local g = load(string.dump(function(q) return q .. q end)) p(g("ab"))
p(load("return 1 +")) p(#string.dump(fib) > 0)
print("done")
