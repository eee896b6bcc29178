-- Tables and both trigger functions for run.sh (the trigger itself is created per variant there).
drop table if exists p, c, d;
create table p (id int primary key, g int not null);
insert into p select i, 1 + i % 3 from generate_series(1, 10000) i;
-- Upserted counters, one row per group, the statement's groups in key order.
create table c (g int primary key, n int not null);
insert into c select g, count(*) from p group by g;
-- Insert-only deltas.
create table d (g int not null, n int not null);
create or replace function p_upsert() returns trigger language plpgsql as $$
begin
  insert into c (g, n)
  select g, sum(x) from (select g, 1 as x from new_rows union all select g, -1 from old_rows) m
  group by g having sum(x) <> 0 order by g
  on conflict (g) do update set n = c.n + excluded.n;
  return null;
end $$;
create or replace function p_delta() returns trigger language plpgsql as $$
begin
  insert into d (g, n)
  select g, sum(x) from (select g, 1 as x from new_rows union all select g, -1 from old_rows) m
  group by g having sum(x) <> 0;
  return null;
end $$;
