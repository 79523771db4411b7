import type { PickReason } from './explanation.ts';
import { ownCopy } from './own-copy.ts';
import { featuresAt, type Features } from './score.ts';
import { REASON_TEXTS, type WeightGroup } from './weights.ts';

/**
 * Why a candidate won (score.ts weighed it): the features that counted for it, each with its sentence
 * (weights.ts REASON_TEXTS). A sender's picks give the same reasons lead after lead, so each feature's
 * sentence is kept per table and field, filled again only when its label or count changes.
 */

/** What fills a reason's text: the label the value sat under, the field it was read as. */
export interface ReasonContext {
  label: string;
  field: string;
}

/**
 * Why a candidate won, strongest first: each feature that counted for it (weight × value above 0),
 * then what its value is (`a +49 number`), then a count against it that it won despite (someone else's).
 */
export function reasonsOf(
  features: Features,
  table: readonly WeightGroup[],
  { label, field }: ReasonContext,
  shape: string | null,
): PickReason[] {
  const kept = keptOf(table, field);
  // A sender's leads give a field the same reasons: the last list, when its features, label and shape are this one's.
  if (kept.madeOf(features, label, shape)) return kept.list!.slice();
  // In the table's order: reasons of one weight stay in it, and those against come in it.
  const counted: PickReason[] = [];
  let against: PickReason[] | null = null;
  const { explained } = kept;
  for (let i = 0; i < explained.length; i++) {
    const reason = explained[i];
    const value = features[reason.at];
    if (!value) continue;
    const weighed = reason.weight * value;
    if (weighed > 0) byWeight(counted, reasonOf(reason.feature, weighed, reason.textOf(label, value)));
    else if (reason.against) (against ??= []).push(reasonOf(reason.feature, weighed, reason.textOf(label, value)));
  }
  if (shape !== null) counted.push(reasonOf('valueShape', 0, shape));
  if (against !== null) for (let i = 0; i < against.length; i++) counted.push(against[i]);
  kept.keep(features, label, shape, counted);
  return counted.slice();
}

// A reason is shared by the leads its list is kept for: frozen, so no lead's reader changes another's.
const reasonOf = (feature: string, weight: number, text: string): PickReason =>
  Object.freeze({ feature, weight, text });

/**
 * A reason put in its place as it is found, strongest first, after those of its weight (found
 * before it in the table's order). A pick has a few reasons: moved into place one by one, where
 * Array.prototype.sort with a comparator cost most of reasonsOf.
 */
function byWeight(list: PickReason[], reason: PickReason): void {
  let at = list.length;
  list.push(reason);
  while (at > 0 && reason.weight > list[at - 1].weight) {
    list[at] = list[at - 1];
    list[at - 1] = reason;
    at--;
  }
}

// A reason's text split once at its placeholders: the text's parts, and between them {label}, {field}, {a field} or {n}.
type Template = readonly string[];
const PLACEHOLDER = /\{(label|field|a field|n)\}/;
// A label longer than a form's question is filled each time: kept, it would stay in memory past its body.
const KEPT_LABEL_LENGTH = 200;

/** A feature of a table that has a reason's text, for one field: its sentence, filled once per label and count. */
class Explained {
  readonly against: boolean;
  private readonly template: Template;
  // Only a sentence naming the label or the count is filled again: any other is the field's alone, filled here.
  private readonly fixed: string | null;
  private label: string | null = null;
  private value = 0;
  private text = '';

  constructor(
    readonly feature: string,
    readonly at: number,
    readonly weight: number,
    text: string,
    private readonly field: string,
  ) {
    this.against = feature === 'otherParty' || feature === 'otherAway';
    this.template = text.split(PLACEHOLDER);
    this.fixed = text.includes('{label}') || text.includes('{n}') ? null : fill(this.template, '', field, 0);
  }

  textOf(label: string, value: number): string {
    if (this.fixed !== null) return this.fixed;
    if (label === this.label && value === this.value) return this.text;
    if (label.length > KEPT_LABEL_LENGTH) return fill(this.template, label, this.field, value);
    // The label's own copy: a slice of a body's text kept here would keep that whole body.
    this.label = ownCopy(label);
    this.value = value;
    this.text = fill(this.template, this.label, this.field, value);
    return this.text;
  }
}

/** A table's features that have a reason's text for one field, and the last list of reasons made with them. */
class FieldReasons {
  // Each explained feature's value in the candidate the list was made for.
  private readonly values: number[];
  private label: string | null = null;
  private shape: string | null = null;
  list: readonly PickReason[] | null = null;

  constructor(readonly explained: readonly Explained[]) {
    this.values = explained.map(() => 0);
  }

  madeOf(features: Features, label: string, shape: string | null): boolean {
    if (this.list === null || shape !== this.shape || label !== this.label) return false;
    const { explained, values } = this;
    for (let i = 0; i < explained.length; i++) if (features[explained[i].at] !== values[i]) return false;
    return true;
  }

  keep(features: Features, label: string, shape: string | null, list: readonly PickReason[]): void {
    // A label longer than a form's question is not kept (its own copy would be kept, for few hits).
    if (label.length > KEPT_LABEL_LENGTH) {
      this.list = null;
      return;
    }
    const { explained, values } = this;
    for (let i = 0; i < explained.length; i++) values[i] = features[explained[i].at];
    // The label's own copy: a slice of a body's text kept here would keep that whole body.
    this.label = label === this.label ? this.label : ownCopy(label);
    this.shape = shape;
    this.list = list;
  }
}

// A table's features that have a reason's text, each once (its first group's weight) in the table's order, made
// once a table and field (a few: the fields a reader picks).
const EXPLAINED = new WeakMap<readonly WeightGroup[], Map<string, FieldReasons>>();

function keptOf(table: readonly WeightGroup[], field: string): FieldReasons {
  let byField = EXPLAINED.get(table);
  if (byField === undefined) EXPLAINED.set(table, (byField = new Map()));
  let kept = byField.get(field);
  if (kept === undefined) {
    const list: Explained[] = [];
    for (const { weights } of table)
      for (const feature in weights) {
        if (list.some((known) => known.feature === feature)) continue;
        const text = REASON_TEXTS[feature];
        if (text !== undefined)
          list.push(new Explained(feature, featuresAt(feature)[0], weights[feature], text, field));
      }
    kept = new FieldReasons(list);
    byField.set(field, kept);
  }
  return kept;
}

// The field with its article: "an email", "a phone", "a first name".
const VOWELS = 'aeiou';
const withArticle = (field: string) =>
  VOWELS.includes(field.charAt(0)) && field !== '' ? `an ${field}` : `a ${field}`;

function fill(template: Template, label: string, field: string, value: number): string {
  if (template.length === 1) return template[0];
  let text = template[0];
  for (let i = 1; i < template.length; i += 2) {
    const name = template[i];
    const filled =
      name === 'label' ? label : name === 'field' ? field : name === 'a field' ? withArticle(field) : String(value);
    text += filled + template[i + 1];
  }
  return text;
}
