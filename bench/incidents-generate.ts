// Generates the incident-list benchmark data: <tenants> tenants (slugs bench, bench-002, ...), 200
// users and 20 sites per tenant, and <perTenant> incidents per tenant with varied titles, statuses,
// severities, types, reporters, locations, created_at over the past year and per-tenant, per-year
// incident numbers (INC-YYYY-NNNNNN, with incident_counters set to match).
// Usage: DATA_DIR=... [DATABASE_URL=...] tsx bench/incidents-generate.ts [tenants=100] [perTenant=10000]
// Runs as the database owner (the role migrations use), before the application's role switch.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';

const [tenantArg = '100', perTenantArg = '10000'] = process.argv.slice(2);
const TENANTS = Number(tenantArg);
const PER_TENANT = Number(perTenantArg);
const config = loadConfig();
const started = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);

// Migrate (and, on PGlite, open the data dir) the way the server does.
const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
);
let exec: (text: string) => Promise<unknown>;
let finish: () => Promise<void>;
if (database.engine === 'postgres') {
  await database.close();
  const owner = new pg.Client({ connectionString: config.DATABASE_URL });
  await owner.connect();
  exec = (text) => owner.query(text);
  finish = () => owner.end();
} else {
  // The embedded connection was switched to vigil_app after migrating; back to the owner.
  await database.db.execute(sql`reset role`);
  exec = (text) => database.db.execute(sql.raw(text));
  finish = () => database.close();
}

const lit = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
const FIRST = [
  'Alex',
  'Sam',
  'Jo',
  'Chris',
  'Pat',
  'Robin',
  'Kim',
  'Lee',
  'Max',
  'Ash',
  'Jamie',
  'Taylor',
  'Morgan',
  'Casey',
  'Jordan',
  'Riley',
  'Quinn',
  'Avery',
  'Charlie',
  'Drew',
];
const LAST = [
  'Nguyen',
  'Smith',
  'Brown',
  'Wilson',
  'Taylor',
  'Martin',
  'Walker',
  'Hall',
  'King',
  'Wright',
  'Thompson',
  'White',
  'Harris',
  'Clarke',
  'Robinson',
  'Kelly',
  'Murphy',
  'Ryan',
  'Campbell',
  'Edwards',
];
const TOWNS = [
  'Townsville',
  'Cairns',
  'Mackay',
  'Rockhampton',
  'Toowoomba',
  'Brisbane',
  'Ipswich',
  'Bundaberg',
  'Gladstone',
  'Logan',
];
const VENUES = ['Yard', 'Depot', 'Warehouse', 'Store', 'Office', 'Plant', 'Workshop', 'Distribution Centre'];
// Everyday hazards; none contains "scaffold", which is kept for about 1% of titles (the search term).
const WHAT = [
  'Slip on wet floor',
  'Trip over loose cable',
  'Forklift reversing near pedestrian',
  'Pallet fell from racking',
  'Cut hand on box cutter',
  'Back strain lifting cartons',
  'Chemical splash to eye',
  'Ladder slipped',
  'Burn from hot water urn',
  'Electrical shock from faulty kettle',
  'Needle stick injury',
  'Customer aggression',
  'Vehicle collision in car park',
  'Fall from loading dock',
  'Crush injury at conveyor',
  'Heat stress during shift',
  'Noise exposure complaint',
  'Dust inhalation while sweeping',
  'Spill of cleaning product',
  'Broken glass in stockroom',
  'Blocked fire exit',
  'Exposed wiring in ceiling',
  'Gas leak odour reported',
  'Finger caught in door',
  'Sprained ankle on stairs',
  'Dog bite on delivery',
  'Trolley ran into shelving',
  'Roof leak above walkway',
  'Manual handling of drums',
  'Knife laceration in kitchen',
  'Hit by falling stock',
  'Eye irritation from fumes',
  'Reversing truck near miss',
  'Fire alarm activation',
  'Smoke from switchboard',
  'Tripped on pallet wrap',
  'Repetitive strain from scanning',
  'Hand trolley tipped over',
  'Stung by wasp at entrance',
  'Water on bathroom floor',
];
const WHERE = [
  'in aisle 3',
  'at the loading bay',
  'in the break room',
  'near the front counter',
  'in the cool room',
  'on the mezzanine',
  'in the car park',
  'at dispatch',
  'in receiving',
  'on level 2',
  'near the compactor',
  'at the wash bay',
  'in the workshop',
  'by the roller door',
  'in the staff kitchen',
];
const SCAFFOLD = ['Scaffold plank dislodged', 'Worker fell from scaffold', 'Unsecured scaffold tower'];

try {
  await exec('set synchronous_commit = off');
  await exec(`
    insert into tenants (id, slug, name, client_code)
    select gen_random_uuid(), s, 'Bench ' || s, upper(s)
    from (select case when n = 1 then 'bench' else 'bench-' || lpad(n::text, 3, '0') end as s
          from generate_series(1, ${TENANTS}) n) x
    on conflict (slug) do nothing`);
  const benchSlugs = `(select id from tenants where slug = 'bench' or slug ~ '^bench-[0-9]{3}$')`;
  await exec(`
    insert into sites (id, tenant_id, venue_name, venue_type, city, state)
    select gen_random_uuid(), t.id,
      (${lit(TOWNS)})[1 + (n - 1) % 10] || ' ' || (${lit(VENUES)})[1 + (n - 1) / 10 * 3 % 8] || ' ' || n,
      (array['OFFICE','WAREHOUSE','FACTORY','RETAIL','CONSTRUCTION','OTHER'])[1 + n % 6], (${lit(TOWNS)})[1 + (n - 1) % 10], 'QLD'
    from tenants t cross join generate_series(1, 20) n
    where t.id in ${benchSlugs} and not exists (select 1 from sites s where s.tenant_id = t.id)`);
  await exec(`
    insert into users (id, tenant_id, email, first_name, last_name, role)
    select gen_random_uuid(), t.id, 'worker' || n || '@' || t.slug || '.test',
      (${lit(FIRST)})[1 + n % 20], (${lit(LAST)})[1 + (n * 7 + n / 20) % 20] || case when n > 100 then '-' || n else '' end,
      case when n % 20 = 0 then 'MANAGER' else 'STAFF' end
    from tenants t cross join generate_series(1, 200) n
    where t.id in ${benchSlugs} and not exists (select 1 from users u where u.tenant_id = t.id and u.email like 'worker%')`);
  log(`${TENANTS} tenants, 20 sites and 200 users each`);

  // Chunks of 10 tenants (100,000 rows per statement at the default size).
  const CHUNK = 10;
  for (let first = 1; first <= TENANTS; first += CHUNK) {
    const last = Math.min(TENANTS, first + CHUNK - 1);
    await exec(`
      with t as (
        select t.id, row_number() over (order by t.slug) as k from tenants t where t.id in ${benchSlugs}
      ), chunk as (
        select t.id as tenant_id,
          (select array_agg(u.id order by u.email) from users u where u.tenant_id = t.id and u.email like 'worker%') as reporters,
          (select array_agg(s.id order by s.venue_name) from sites s where s.tenant_id = t.id) as locations
        from t where t.k between ${first} and ${last}
          and not exists (select 1 from incidents i where i.tenant_id = t.id)
      ), g as (
        select c.tenant_id, c.reporters, c.locations, n,
          date_trunc('second', now() - random() * interval '365 days') as created_at,
          random() as r_title, random() as r_what, random() as r_where, random() as r_status,
          random() as r_sev, random() as r_type, random() as r_rep, random() as r_loc
        from chunk c cross join generate_series(1, ${PER_TENANT}) n
      )
      insert into incidents (id, tenant_id, incident_number, title, report_type, severity, status,
        reporter_user_id, location_id, incident_date, description, submitted_at, created_at, updated_at)
      select gen_random_uuid(), g.tenant_id,
        'INC-' || extract(year from g.created_at)::int || '-' || lpad(row_number() over (
          partition by g.tenant_id, extract(year from g.created_at) order by g.created_at, g.n)::text, 6, '0'),
        case when g.r_title < 0.01 then (${lit(SCAFFOLD)})[1 + floor(g.r_what * 3)::int]
             else (${lit(WHAT)})[1 + floor(g.r_what * ${WHAT.length})::int] end
          || ' ' || (${lit(WHERE)})[1 + floor(g.r_where * ${WHERE.length})::int],
        (array['INJURY','ILLNESS','NEAR_MISS','HAZARD','DANGEROUS_INCIDENT','PROPERTY_DAMAGE','ENVIRONMENTAL','SECURITY'])[1 + floor(g.r_type * 8)::int],
        case when g.r_sev < 0.4 then 'LOW' when g.r_sev < 0.75 then 'MEDIUM' when g.r_sev < 0.95 then 'HIGH' else 'CRITICAL' end,
        case when g.r_status < 0.02 then 'DRAFT' when g.r_status < 0.05 then 'SUBMITTED'
             when g.r_status < 0.08 then 'UNDER_REVIEW' when g.r_status < 0.20 then 'INVESTIGATING'
             when g.r_status < 0.40 then 'COMPLETED' else 'CLOSED' end,
        g.reporters[1 + floor(g.r_rep * cardinality(g.reporters))::int],
        case when g.r_loc < 0.9 then g.locations[1 + floor(g.r_loc / 0.9 * cardinality(g.locations))::int] end,
        (g.created_at - interval '1 day')::date,
        'Generated for the incident list benchmark.',
        case when g.r_status >= 0.02 then g.created_at end,
        g.created_at, g.created_at
      from g`);
    log(`incidents for tenants ${first}-${last}`);
  }
  await exec(`
    insert into incident_counters (tenant_id, year, last)
    select tenant_id, substr(incident_number, 5, 4)::int, max(substr(incident_number, 10)::int)
    from incidents where tenant_id in ${benchSlugs} group by 1, 2
    on conflict (tenant_id, year) do update set last = greatest(incident_counters.last, excluded.last)`);
  // Index-only scans need the visibility map; PGlite has no autovacuum.
  await exec('vacuum analyze incidents');
  await exec('vacuum analyze users');
  await exec('vacuum analyze sites');
  log(`done: ${TENANTS * PER_TENANT} incidents`);
} finally {
  await finish();
}
