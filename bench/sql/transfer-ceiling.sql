-- What PostgreSQL alone can do on this machine (bench/pg-ceiling.ts): a whole transfer — the idempotency lock and
-- lookup, both owners read, both ledger accounts locked in id order, the journal, two entries, two balances, the
-- transfer row, the stored answer, the recipient's notification and its mail — as ONE statement from pgbench, a C
-- client that costs next to nothing. The API's transfer does at least this much work in the database, so this rate is
-- the ceiling of POST /api/transfers here, before Node does any work of its own (HTTP, JSON, validation, auth).
insert into accounts (user_type) select 'individual' from generate_series(1, 200);
insert into users (account_id, role, email, language, password_hash, first_name, last_name)
  select id, 'owner', 'ceiling-' || id || '@example.com', 'en', 'x', 'Bench', 'Seller' from accounts;
insert into ledger_accounts (account_id, kind, currency, balance)
  select id, 'available', 'USD', 100000000 from accounts;

create function bench_transfer(p_from int, p_to int, p_amount bigint, p_key text) returns int language plpgsql as $$
declare
  journal int;
  sender ledger_accounts;
  recipient ledger_accounts;
begin
  perform pg_try_advisory_xact_lock(hashtextextended(p_key, 0));
  perform 1 from idempotency_keys where owner = 'account:' || p_from and key = p_key;
  perform 1 from accounts ac join users u on u.account_id = ac.id and u.role = 'owner' where ac.id in (p_from, p_to);
  perform 1 from ledger_accounts where account_id in (p_from, p_to) and kind = 'available' order by id for update;
  select * into sender from ledger_accounts where account_id = p_from and kind = 'available';
  select * into recipient from ledger_accounts where account_id = p_to and kind = 'available';
  insert into journals (account_id, kind, meta, created_at)
    values (p_from, 'transfer', jsonb_build_object('from_account_id', p_from, 'to_account_id', p_to,
      'idempotency_key', p_key), now())
    returning id into journal;
  insert into entries (journal_id, ledger_account_id, currency, amount, balance_after)
    values (journal, sender.id, 'USD', -p_amount, sender.balance - p_amount),
           (journal, recipient.id, 'USD', p_amount, recipient.balance + p_amount);
  update ledger_accounts set balance = balance + case id when sender.id then -p_amount else p_amount end
    where id in (sender.id, recipient.id);
  insert into transfers (from_account_id, to_account_id, amount, journal_id, created_at)
    values (p_from, p_to, p_amount, journal, now());
  insert into idempotency_keys (owner, key, request_hash, status, response)
    values ('account:' || p_from, p_key, md5(p_key), 201, jsonb_build_object('journal', journal));
  insert into notifications (account_id, user_id, kind, payload)
    select p_to, u.id, 'money.transfer_received', jsonb_build_object('amount', p_amount) from users u
    where u.account_id = p_to;
  insert into mail_outbox (to_address, subject, text, template, status)
    values ('ceiling-' || p_to || '@example.com', 'Money received', 'You received money.', 'transfer', 'sandbox');
  return journal;
end $$;
