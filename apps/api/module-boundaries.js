// The API's module boundaries (docs/decisions.md "Module boundaries"), as import-x/no-restricted-paths zones.
import { readdirSync } from 'node:fs';

const modulesDir = new URL('./src/modules/', import.meta.url);
const src = './apps/api/src';

/**
 * What a module offers the others beside its services (`*.service.ts`) and its wiring (`*.module.ts`): the rules
 * and data other domains need, each in one home (paths inside the module's folder). Its repositories, its tables
 * and the rest of its files are its own.
 */
const offered = {
  account: [
    // The identity tables: a repository may join accounts and users (never write them) to scope its rows by account
    // and to show or search the owner's name and e-mail in the same query, as the operators' lists do.
    'account.schema.ts',
    // How operators name a seller on every list (the company or the owner, and the owner's e-mail), said once.
    'seller-ref.ts',
    // Operators and sellers named on the back office's timelines and logs, one way everywhere.
    'people.ts',
  ],
  // Any service tells the audit trail what an operator's action changed (the seller, before and after, the reason).
  audit: ['audit-context.ts'],
  catalog: [
    // The warehouse lists, searches and sorts its stock by the product's SKU, titles and folder in one query,
    // shows the product's picture and filters by a folder with its sub-folders.
    'products/products.schema.ts',
    'products/product-image-url.ts',
    'categories/folder-tree.ts',
  ],
  money: [
    // The ledger is how another domain charges a seller (post, hold, capture, release); its tables are not.
    'ledger/ledger.ts',
    // An amount on the wire: minor units → { amount, currency, currency_sign_pre }.
    'money-format.ts',
  ],
  // Countries' states: addresses check them, the calculator offers them.
  reference: ['states.data.ts'],
  // The §3 number: the warehouse matches inbound parcels by it. Marketplace orders find the shipment made for them
  // and hear of its moves (a track goes back to the marketplace).
  shipments: ['shipment-number.ts', 'order-shipments.ts'],
  // The import's bookkeeping on the shop row and "import this shop now": the orders module runs the imports.
  shops: ['import-runs.ts'],
  // Chargeable weight, zones and the §5 delivery rules: shipments price with them.
  tariffs: ['tariff-math.ts', 'zones.ts', 'quote.ts'],
  // What a file really is, its stored name, and how it is answered: the import, claims and returns use them.
  uploads: ['file-type.ts', 'send-upload.ts'],
  // The warehouse's calendar day: returns count storage days by it.
  warehouse: ['warehouse-day.ts'],
};

/**
 * The provider interfaces that an in-process sandbox may implement (paths inside providers/). None now: the kinds
 * with no vendor's API to imitate (card processor, card issuer, wallet provider, carrier) serve an HTTP API of our own
 * definition (sandboxes/<kind>/definition), and the wallet sandbox is handed its mail sender by the composition root.
 */
const SANDBOXED_INTERFACES = [];

const isTest = (file) => /\.test(-kit|-helpers)?\.tsx?$/.test(file);
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const filesOf = (module) =>
  readdirSync(new URL(`${module}/`, modulesDir), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts') && !isTest(f));
const isPublic = (module, file) => /\.(module|service)\.ts$/.test(file) || (offered[module] ?? []).includes(file);

/**
 * `schema`: the zones for Drizzle schema files, which may also reference any other table (foreign keys; the
 * schema index lists every table for the migrations).
 */
export function apiZones({ schema }) {
  const reachable = (module, file) => isPublic(module, file) || (schema && file.endsWith('.schema.ts'));
  const moduleFiles = modules.flatMap((m) => filesOf(m).map((f) => `./${m}/${f}`));
  return [
    {
      // ARCHITECTURE §6: a sandbox checks its adapter only if it is written apart from it. In-process providers
      // with no outside API to imitate implement our interface (SANDBOXED_INTERFACES).
      target: `${src}/sandboxes`,
      from: `${src}/providers`,
      except: SANDBOXED_INTERFACES,
      message:
        'A sandbox is written apart from its adapter, from the vendor’s published definition: it imports nothing from providers/.',
    },
    {
      target: `${src}/platform`,
      from: `${src}/modules`,
      // Resolving a session reads its user and account in one query (bench/auth-overhead.ts).
      except: schema ? moduleFiles.filter((f) => f.endsWith('.schema.ts')) : ['./account/account.schema.ts'],
      message: 'platform/ uses no module; modules use the platform.',
    },
    {
      target: `${src}/providers`,
      from: `${src}/modules`,
      except: schema ? moduleFiles.filter((f) => f.endsWith('.schema.ts')) : [],
      message: 'An adapter uses no module; a module uses the adapter.',
    },
    {
      target: [`${src}/providers`, `${src}/modules`, `${src}/platform`],
      from: `${src}/sandboxes`,
      message: 'No adapter, module or platform code imports a sandbox: only the composition root mounts them.',
    },
    {
      target: `${src}/sandboxes`,
      from: `${src}/modules`,
      except: schema ? moduleFiles.filter((f) => f.endsWith('.schema.ts')) : [],
      message: 'A sandbox is an outside system: it uses no module of the cabinet.',
    },
    {
      target: [`${src}/platform`, `${src}/providers`, `${src}/modules`],
      from: [`${src}/app.ts`, `${src}/services.ts`, `${src}/jobs.ts`, `${src}/composition`, `${src}/seed`],
      message:
        'Only the composition root (app.ts, services.ts, jobs.ts, composition/) and the seed wire modules together.',
    },
    ...modules.map((module) => ({
      target: modules.filter((other) => other !== module).map((other) => `${src}/modules/${other}`),
      from: `${src}/modules/${module}`,
      except: filesOf(module)
        .filter((file) => reachable(module, file))
        .map((file) => `./${file}`),
      message: `Another module reaches ${module} through its services, its *.module.ts and what apps/api/module-boundaries.js says it offers.`,
    })),
  ];
}
