#!/bin/sh
# Upserted counters against insert-only deltas under contention (docs/decisions/029-project-counts-kept-by-
# triggers.md): 8 pgbench clients, 10 s per variant, each transaction moving two random rows of 10,000 to
# the next of three groups (2 ms apart). Prints tps, deadlock failures and the kept sums next to a count.
# Run from this folder: ./run.sh  (the local PostgreSQL, trust auth; makes and drops rollups_contention)
set -e
DB=rollups_contention
U="-h 127.0.0.1 -U postgres"
psql $U -d postgres -qc "drop database if exists $DB" -c "create database $DB"
for variant in upsert delta; do
  psql $U -d $DB -q -f setup.sql
  psql $U -d $DB -qc "create trigger t after update on p referencing old table as old_rows new table as new_rows for each statement execute function p_$variant()"
  echo "== $variant"
  pgbench $U -n -c 8 -j 2 -T 10 --max-tries=1 --failures-detailed -f move.sql $DB 2>&1 | grep -E "tps|failed|latency average|deadlock|failures" || true
  psql $U -d $DB -Atc "select 'kept ' || (select string_agg(g || '=' || n, ' ' order by g) from (select g, sum(n) n from (select g, n from c union all select g, n from d) s group by g) t) || ' counted ' || (select string_agg(g || '=' || n, ' ' order by g) from (select g, count(*) n from p group by g) t)"
done
psql $U -d postgres -qc "drop database $DB"
