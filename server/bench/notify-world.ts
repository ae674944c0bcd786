// bench:notify's world: a fresh database of `people` people, each with two notifications held for
// a digest that is due now (an Interested from the next person, a match with the one after), as
// the worker would have held them for people who chose the daily digest.
import pg from 'pg';

export async function seedHeldDigests(url: string, people: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into users (id, full_name, user_name, email_id)
       select gen_random_uuid(), 'Bench Person ' || i, 'bench_' || i, 'bench' || i || '@example.com' from generate_series(0, $1 - 1) i`,
      [people],
    );
    // People numbered 0..n-1 in a ring: i gets an Interested from i+1 and has matched with i+2.
    await client.query(`create temporary table ring as select id, (row_number() over (order by id)) - 1 as i from users`);
    await client.query(
      `insert into connection_requests (id, sender_id, receiver_id, status)
       select gen_random_uuid(), b.id, a.id, 'interested' from ring a join ring b on b.i = (a.i + 1) % $1
       union all
       select gen_random_uuid(), a.id, c.id, 'accepted' from ring a join ring c on c.i = (a.i + 2) % $1`,
      [people],
    );
    await client.query(
      `insert into notifications (user_id, channel, kind, event, actor_id, subject_id, dedupe_key, status, due_at)
       select r.receiver_id, 'email', 'request', 'request', r.sender_id, r.id, 'request:' || r.id || ':' || r.receiver_id, 'held', now() - interval '1 minute'
       from connection_requests r where r.status = 'interested'
       union all
       select r.sender_id, 'email', 'match', 'match', r.receiver_id, r.id, 'match:' || r.id || ':' || r.sender_id, 'held', now() - interval '1 minute'
       from connection_requests r where r.status = 'accepted'`,
    );
    await client.query('commit');
    await client.query('analyze');
  } finally {
    await client.end();
  }
}
