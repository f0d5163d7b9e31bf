// The shape of the site's outline. Every doc route, its place in the one sidebar, its page kind
// and its content live in ./pages.ts; the templates in ../templates.ts turn each entry into a
// markdown page, and ../generate.ts writes the pages and the sidebar from it.

/** A route of spec 001 §2: `/`, `/quick-start`, or a section index such as `/audiences/`. */
export type Route = `/${string}`;

/** A two-column row: a name and what it means. */
export type Pair = readonly [string, string];

/**
 * Who may read a page, written into its `access` front matter for the docs gate (its README,
 * "Audiences"): anyone, any signed-in reader (the default), or readers with one of the roles,
 * permissions or tenants named.
 */
export type PageAccess =
  | 'public'
  | 'signed-in'
  | { roles?: string[]; permissions?: string[]; tenants?: string[] };

export interface PageBase {
  route: Route;
  /** Who may read it; signed-in readers when left out. */
  access?: PageAccess;
  /**
   * The page's previous/next links where the sidebar's neighbours are not for all its readers
   * (`pagination_prev`/`pagination_next`; null for none): the docs gate fails the build when a
   * page would show a reader the title of a page they may not open.
   */
  pagination?: { prev?: Route | null; next?: Route | null };
  title: string;
  /** The meta description and the card text on generated category pages. */
  description: string;
  /** The label in the sidebar when it differs from the title. */
  label?: string;
  /** The opening paragraph: what this is for and who uses it. */
  intro: string;
  /** Routes worth reading next. */
  related?: Route[];
}

/** A connection to a database, an app or a CRM: what it reads, how to set it up, what breaks. */
export interface ConnectorPage extends PageBase {
  kind: 'connector';
  system: string;
  /** How Pulse reaches it, shown on the data-flow diagram's first edge. */
  transport: string;
  /** What Pulse reads from the system. */
  reads: string[];
  /** What must exist before the steps work (accounts, grants, network access). */
  prerequisites: string[];
  /** The steps specific to this system, between opening the form and testing it. */
  steps: string[];
  /** Option name, what it does, its default. */
  options: ReadonlyArray<readonly [string, string, string]>;
  /** The models this connection feeds, by route. */
  feeds: Route[];
  /** Symptom and what to check. */
  troubleshooting: Pair[];
}

/** A data model: one table in Pulse's warehouse with its grain, keys and fields. */
export interface ModelPage extends PageBase {
  kind: 'model';
  /** One row per ... */
  grain: string;
  key: string;
  /** Field name, type, meaning. */
  fields: ReadonlyArray<readonly [string, string, string]>;
  /** Which connections fill it, in prose. */
  sources: string;
  /** Features that read it, by route. */
  usedBy: Route[];
  /** Modelling advice specific to this model. */
  notes: string[];
}

export interface Section {
  heading: string;
  body: string;
  steps?: string[];
  /** A table: its header row then its rows. */
  table?: { head: readonly string[]; rows: ReadonlyArray<readonly string[]> };
  /** A mermaid diagram (flow pages: funnels, workflows, renewals). */
  diagram?: string;
  /** An SVG from static/img, zoomable. */
  image?: { src: `/img/${string}.svg`; alt: string };
  /**
   * Readers the section is for, when only some of the page's are: it becomes a `<ForAudience>`
   * block, whose text only those readers' browsers ever receive.
   */
  audience?: Exclude<PageAccess, string>;
}

/** A feature guide: what the feature is for and how to use it, in sections. */
export interface GuidePage extends PageBase {
  kind: 'guide';
  sections: Section[];
  /** Advice from teams that use the feature well. */
  tips?: string[];
  troubleshooting?: Pair[];
}

export type Page = ConnectorPage | ModelPage | GuidePage;

/**
 * A sidebar category. Its generated index lives at `/category/{slug of label}`, so the label
 * fixes the route: "Dashboard & Insights" gives `/category/dashboard--insights`.
 */
export interface Category {
  category: string;
  description: string;
  /** The route its label must produce; checked when the site is generated. */
  slug: `/category/${string}`;
  items: Array<Page | Category>;
}

export type OutlineNode = Page | Category;

export const isCategory = (node: OutlineNode): node is Category => 'category' in node;
