-- One pgbench transaction: two random rows each moved to the next group, 2 ms apart (a transition holds its
-- transaction open for its history, mails and notifications).
\set a random(1, 10000)
\set b random(1, 10000)
begin;
update p set g = 1 + g % 3 where id = least(:a, :b);
select pg_sleep(0.002);
update p set g = 1 + g % 3 where id = greatest(:a, :b) and :a <> :b;
commit;
