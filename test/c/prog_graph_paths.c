// RUN: %cmp-gcc %s %t
// Graph algorithms on an adjacency matrix and lists: BFS levels, DFS order, Dijkstra shortest paths with path reconstruction, topological sort.
#include <limits.h>
#include <stdio.h>

#define V 8

static int w[V][V];

static void add_edge(int a, int b, int weight) {
  w[a][b] = weight;
  w[b][a] = weight;
}

static void bfs(int src) {
  int level[V], queue[V], head = 0, tail = 0;
  for (int i = 0; i < V; i++)
    level[i] = -1;
  level[src] = 0;
  queue[tail++] = src;
  while (head < tail) {
    int u = queue[head++];
    for (int v = 0; v < V; v++)
      if (w[u][v] && level[v] < 0) {
        level[v] = level[u] + 1;
        queue[tail++] = v;
      }
  }
  printf("bfs levels:");
  for (int i = 0; i < V; i++)
    printf(" %d", level[i]);
  printf("\n");
}

static int seen[V];
static void dfs(int u) {
  seen[u] = 1;
  printf(" %d", u);
  for (int v = 0; v < V; v++)
    if (w[u][v] && !seen[v])
      dfs(v);
}

static void dijkstra(int src) {
  int dist[V], prev[V], done[V] = {0};
  for (int i = 0; i < V; i++) {
    dist[i] = INT_MAX;
    prev[i] = -1;
  }
  dist[src] = 0;
  for (int iter = 0; iter < V; iter++) {
    int u = -1;
    for (int i = 0; i < V; i++)
      if (!done[i] && dist[i] != INT_MAX && (u < 0 || dist[i] < dist[u]))
        u = i;
    if (u < 0)
      break;
    done[u] = 1;
    for (int v = 0; v < V; v++)
      if (w[u][v] && dist[u] + w[u][v] < dist[v]) {
        dist[v] = dist[u] + w[u][v];
        prev[v] = u;
      }
  }
  for (int t = 0; t < V; t++) {
    if (dist[t] == INT_MAX) {
      printf("to %d: unreachable\n", t);
      continue;
    }
    int path[V], n = 0;
    for (int x = t; x >= 0; x = prev[x])
      path[n++] = x;
    printf("to %d: dist %2d path", t, dist[t]);
    while (n)
      printf(" %d", path[--n]);
    printf("\n");
  }
}

static void topo(void) {
  int dag[6][6] = {{0}};
  int edges[7][2] = {{5, 2}, {5, 0}, {4, 0}, {4, 1}, {2, 3}, {3, 1}, {0, 3}};
  int indeg[6] = {0};
  for (int i = 0; i < 7; i++) {
    dag[edges[i][0]][edges[i][1]] = 1;
    indeg[edges[i][1]]++;
  }
  printf("topo:");
  int used[6] = {0};
  for (int k = 0; k < 6; k++) {
    int pick = -1;
    for (int i = 0; i < 6 && pick < 0; i++)
      if (!used[i] && indeg[i] == 0)
        pick = i;
    used[pick] = 1;
    printf(" %d", pick);
    for (int j = 0; j < 6; j++)
      if (dag[pick][j])
        indeg[j]--;
  }
  printf("\n");
}

int main(void) {
  add_edge(0, 1, 4);
  add_edge(0, 2, 1);
  add_edge(2, 1, 2);
  add_edge(1, 3, 5);
  add_edge(2, 3, 8);
  add_edge(3, 4, 3);
  add_edge(4, 5, 1);
  add_edge(2, 5, 20);
  bfs(0);
  printf("dfs:");
  dfs(0);
  printf("\n");
  dijkstra(0);
  topo();
  return 0;
}
