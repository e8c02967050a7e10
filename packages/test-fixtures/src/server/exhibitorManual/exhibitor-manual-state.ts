// The exhibitor manual of `demo` (issue 30): what each company saved of each booth's fascia and of each
// manual form, and each login's company form, seeded from data/exhibitor-manual.data.ts on reset().
import { seedFasciaDrafts, seedManualSections, type ManualSectionSeed } from '../../data/exhibitor-manual.data';
import type { FormValues } from '../form-validation';
import type { FasciaValuesWire } from './exhibitor-manual-wire.types';

export interface SavedPart<V> {
  values: V;
  state: 'draft' | 'submitted';
}

export class ExhibitorManualState {
  sections: Record<string, ManualSectionSeed> = {};
  /** deptId → boothNo → the fascia saved. */
  fascia = new Map<string, Map<string, SavedPart<FasciaValuesWire>>>();
  /** deptId → `materialTypeV2/formId` → the form saved. */
  forms = new Map<string, Map<string, SavedPart<FormValues>>>();
  /** phone → the company form handed in. */
  companyForms = new Map<string, FormValues>();

  constructor() {
    this.reset();
  }

  reset(): void {
    this.sections = seedManualSections();
    this.fascia = new Map(
      Object.entries(seedFasciaDrafts()).map(([deptId, booths]) => [deptId, new Map(Object.entries(booths).map(([boothNo, values]) => [boothNo, { values, state: 'draft' as const }]))]),
    );
    this.forms = new Map();
    this.companyForms = new Map();
  }

  fasciaOf(deptId: string): Map<string, SavedPart<FasciaValuesWire>> {
    const saved = this.fascia.get(deptId) ?? new Map<string, SavedPart<FasciaValuesWire>>();
    this.fascia.set(deptId, saved);
    return saved;
  }

  formsOf(deptId: string): Map<string, SavedPart<FormValues>> {
    const saved = this.forms.get(deptId) ?? new Map<string, SavedPart<FormValues>>();
    this.forms.set(deptId, saved);
    return saved;
  }
}
