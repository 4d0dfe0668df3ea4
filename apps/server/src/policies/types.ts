import type { Action } from '@agro/domain/contracts/endpoint';
import type { Db } from '../db/client.ts';
import type { Actor } from '../lib/actor.ts';

/** How a route names a record: the validated value of its `param`, and the company the route names. */
export interface Lookup {
  key: unknown;
  /** The company named by the route's `company` (records numbered within a company need it). */
  cpId: number | undefined;
}

/**
 * One resource's rules, in the style of outline's `server/policies`: how its record is loaded and
 * who may act on it. Declared with method syntax so a policy of a specific row fits the registry.
 */
export interface Policy<Row> {
  /** The record, or undefined when there is none (loaded before the handler, outside any transaction). */
  load(db: Db, lookup: Lookup): Promise<Row | undefined>;
  /** Whether `actor` may perform `action` on the loaded record; a refusal answers 404 (docs/decisions/022). */
  can(actor: Actor, action: Action, row: Row): boolean;
  /**
   * A refusal decided from the caller alone, before anything is looked up: it reveals nothing
   * about the record, so it answers 403 (an Empleado addressing another employee's record).
   */
  refuses?(actor: Actor, action: Action, lookup: Lookup): boolean;
}

/** Declares a policy, keeping its row type. */
export const policy = <Row>(p: Policy<Row>) => p;

export const asId = (key: unknown) => Number(key);
/** A stored file's name without its extension (the row keeps the extension the content had). */
export const nombreDe = (key: unknown) => String(key).split('.')[0] ?? '';
