/* Drives SQLite's C API through the paths a program uses: schema, inserts in a transaction,
   a prepared-statement loop with bound parameters, aggregates, text and blob columns, floating
   point formatting, window functions, recursive CTEs, JSON, FTS5 and R*Tree when compiled in,
   rollback, and an in-memory round trip of the database image. Every result is printed, so
   the output of two builds can be compared line by line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sqlite3.h"

static int print_row(void *tag, int ncol, char **values, char **names) {
  printf("%s:", (const char *)tag);
  for (int i = 0; i < ncol; i++)
    printf(" %s=%s", names[i], values[i] ? values[i] : "NULL");
  printf("\n");
  return 0;
}

static void exec(sqlite3 *db, const char *sql) {
  char *err = NULL;
  if (sqlite3_exec(db, sql, print_row, (void *)"row", &err) != SQLITE_OK) {
    printf("error: %s (in %.40s)\n", err, sql);
    sqlite3_free(err);
  }
}

static void query(sqlite3 *db, const char *sql) {
  sqlite3_stmt *stmt;
  if (sqlite3_prepare_v2(db, sql, -1, &stmt, NULL) != SQLITE_OK) {
    printf("prepare error: %s\n", sqlite3_errmsg(db));
    return;
  }
  int rc;
  while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
    for (int i = 0; i < sqlite3_column_count(stmt); i++) {
      switch (sqlite3_column_type(stmt, i)) {
      case SQLITE_INTEGER: printf(" i:%lld", sqlite3_column_int64(stmt, i)); break;
      case SQLITE_FLOAT: printf(" f:%.17g", sqlite3_column_double(stmt, i)); break;
      case SQLITE_TEXT: printf(" t:'%s'", sqlite3_column_text(stmt, i)); break;
      case SQLITE_BLOB: {
        const unsigned char *b = sqlite3_column_blob(stmt, i);
        int n = sqlite3_column_bytes(stmt, i);
        printf(" b:");
        for (int k = 0; k < n; k++) printf("%02x", b[k]);
        break;
      }
      default: printf(" NULL");
      }
    }
    printf("\n");
  }
  if (rc != SQLITE_DONE) printf("step error: %s\n", sqlite3_errmsg(db));
  sqlite3_finalize(stmt);
}

int main(void) {
  sqlite3 *db;
  printf("version %s\n", sqlite3_libversion());
  if (sqlite3_open(":memory:", &db) != SQLITE_OK) return 1;
  exec(db, "CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL, price REAL,"
           " qty INT, data BLOB, UNIQUE(name))");
  exec(db, "CREATE INDEX item_price ON item(price DESC)");

  /* A prepared INSERT in a loop inside one transaction. */
  exec(db, "BEGIN");
  sqlite3_stmt *ins;
  sqlite3_prepare_v2(db, "INSERT INTO item(name, price, qty, data) VALUES(?1, ?2, ?3, ?4)", -1,
                     &ins, NULL);
  unsigned seed = 12345;
  for (int i = 0; i < 2000; i++) {
    char name[32];
    unsigned char blob[8];
    snprintf(name, sizeof name, "item-%04d", i);
    seed = seed * 1103515245u + 12345u;
    for (int k = 0; k < 8; k++) blob[k] = (unsigned char)(seed >> (k * 3));
    sqlite3_bind_text(ins, 1, name, -1, SQLITE_TRANSIENT);
    sqlite3_bind_double(ins, 2, (seed % 100000) / 100.0);
    if (i % 7 == 0) sqlite3_bind_null(ins, 3);
    else sqlite3_bind_int(ins, 3, (int)(seed % 50));
    sqlite3_bind_blob(ins, 4, blob, (int)(i % 9), SQLITE_TRANSIENT);
    if (sqlite3_step(ins) != SQLITE_DONE) printf("insert error: %s\n", sqlite3_errmsg(db));
    sqlite3_reset(ins);
  }
  sqlite3_finalize(ins);
  exec(db, "COMMIT");
  printf("changes %d total %d last %lld\n", sqlite3_changes(db), sqlite3_total_changes(db),
         sqlite3_last_insert_rowid(db));

  /* A constraint violation, then a rolled-back transaction. */
  exec(db, "INSERT INTO item(name) VALUES('item-0001')");
  exec(db, "BEGIN; DELETE FROM item WHERE id % 2 = 0; SELECT count(*) AS inside FROM item;"
           " ROLLBACK");
  exec(db, "SELECT count(*) AS n, sum(qty) AS q, count(qty) AS cq, total(price) AS t,"
           " min(price) AS lo, max(price) AS hi, round(avg(price), 6) AS av FROM item");
  query(db, "SELECT qty, count(*), round(sum(price), 2), group_concat(id, ',')"
            " FROM (SELECT * FROM item ORDER BY id LIMIT 60) GROUP BY qty HAVING count(*) > 1"
            " ORDER BY qty");
  query(db, "SELECT name, price, hex(data), length(data), typeof(qty) FROM item"
            " ORDER BY price DESC, id LIMIT 12");
  query(db, "SELECT upper(name), substr(name, 6), replace(name, '-', '+'), instr(name, '9'),"
            " printf('%8.3f|%-6d|%x|%e|%s', price, qty, id, price * 1e10, quote(data))"
            " FROM item WHERE name GLOB '*7?' ORDER BY id LIMIT 8");
  query(db, "SELECT name LIKE 'ITEM-01%', coalesce(qty, -1), iif(qty > 25, 'hi', 'lo'),"
            " CAST(price AS INTEGER), price / 3, 1.0 / 7, 2e300 * 10, -0.0, 1e-310"
            " FROM item WHERE id BETWEEN 100 AND 106");

  /* Floating point text round trips and integer edge cases. */
  query(db, "SELECT 0.1 + 0.2, 1e308 * 10, 9223372036854775807, -9223372036854775808,"
            " 9223372036854775807 + 1, 123456789012345678901234567890, 3.14159265358979323846,"
            " CAST('  12.5e3xyz' AS REAL), CAST('0x1F' AS INTEGER), 0x7fffffffffffffff,"
            " 17 / 5, 17 % 5, -17 / 5, 5.5 % 2, abs(-9223372036854775807)");
  query(db, "SELECT sqrt(2), pow(2, 0.5), exp(1), ln(10), log10(1000), sin(1), atan2(1, 2),"
            " ceil(-1.5), floor(-1.5), trunc(2.7), pi(), degrees(pi()), mod(10.5, 3)");

  /* Window functions and a recursive CTE. */
  query(db, "SELECT id, qty, sum(qty) OVER (ORDER BY id ROWS 2 PRECEDING),"
            " rank() OVER (ORDER BY qty), lag(name) OVER (ORDER BY id),"
            " ntile(3) OVER (ORDER BY id) FROM item WHERE id <= 10");
  query(db, "WITH RECURSIVE fib(n, a, b) AS (SELECT 1, 0, 1 UNION ALL"
            " SELECT n + 1, b, a + b FROM fib WHERE n < 90) SELECT n, a FROM fib"
            " WHERE n % 10 = 0");
  query(db, "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000)"
            " SELECT count(*), sum(x), sum(x * x) % 1000003, max(x) FROM c");

  /* JSON. */
  query(db, "SELECT json_object('a', 1, 'b', json_array(1, 2.5, 'x', NULL)),"
            " json_extract('{\"k\":[10,{\"z\":\"deep\"}]}', '$.k[1].z'),"
            " json_array_length('[1,2,3,4]'), json_valid('{bad'),"
            " (SELECT group_concat(value, '|') FROM json_each('[3,\"q\",4.25]'))");
  query(db, "SELECT json_group_array(id) FROM item WHERE id < 6");

#ifdef SQLITE_ENABLE_FTS5
  exec(db, "CREATE VIRTUAL TABLE doc USING fts5(title, body)");
  exec(db, "INSERT INTO doc VALUES('sqlite', 'a small fast self-contained sql database engine'),"
           " ('compiler', 'a front end that lowers c to llvm ir through mlir'),"
           " ('openmp', 'parallel loops and tasks for shared memory compilers')");
  query(db, "SELECT title, highlight(doc, 1, '[', ']') FROM doc WHERE doc MATCH 'compil*'"
            " ORDER BY rank");
#endif
#ifdef SQLITE_ENABLE_RTREE
  exec(db, "CREATE VIRTUAL TABLE box USING rtree(id, x0, x1, y0, y1)");
  exec(db, "INSERT INTO box VALUES(1, 0, 10, 0, 10), (2, 5, 15, 5, 15), (3, 20, 30, 20, 30)");
  query(db, "SELECT id FROM box WHERE x1 >= 8 AND x0 <= 12 AND y1 >= 8 AND y0 <= 12 ORDER BY id");
#endif

  /* UPDATE with a subquery, a view, a trigger, then an integrity check. */
  exec(db, "CREATE TABLE audit(id INTEGER, old REAL, new REAL)");
  exec(db, "CREATE TRIGGER t_price AFTER UPDATE OF price ON item BEGIN"
           " INSERT INTO audit VALUES(old.id, old.price, new.price); END");
  exec(db, "UPDATE item SET price = price * 1.1 WHERE qty = (SELECT max(qty) FROM item)");
  exec(db, "SELECT count(*) AS audited, round(sum(new - old), 4) AS delta FROM audit");
  exec(db, "CREATE VIEW cheap AS SELECT name, price FROM item WHERE price < 5");
  exec(db, "SELECT count(*) AS cheap, min(name) AS first FROM cheap");
  exec(db, "PRAGMA integrity_check");

  /* Serialize the database and open the image in a second connection. */
  sqlite3_int64 size = 0;
  unsigned char *image = sqlite3_serialize(db, "main", &size, 0);
  sqlite3 *copy;
  sqlite3_open(":memory:", &copy);
  if (image && sqlite3_deserialize(copy, "main", image, size, size,
                                   SQLITE_DESERIALIZE_FREEONCLOSE) == SQLITE_OK) {
    query(copy, "SELECT count(*), sum(length(data)), max(name) FROM item");
  } else {
    printf("serialize failed\n");
  }
  sqlite3_close(copy);
  sqlite3_close(db);
  printf("done\n");
  return 0;
}
