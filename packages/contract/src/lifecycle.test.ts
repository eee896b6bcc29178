import { describe, expect, it } from 'vitest';
import {
  CI_STATUSES,
  eventsFrom,
  INITIAL_STATUSES,
  isCiStageOpen,
  isDossierStatus,
  LIFECYCLE,
  LIFECYCLE_EVENTS,
  LIFECYCLE_GUARDS,
  mayHappen,
  targetOf,
} from './lifecycle';
import { PROJECT_STATUSES, STATUS } from './statuses';

const statusIds = PROJECT_STATUSES.map((_, id) => id);

describe('the lifecycle table', () => {
  it('has one row per event, every event a row', () => {
    expect(LIFECYCLE.map((r) => r.event)).toEqual([...LIFECYCLE_EVENTS]);
  });

  it('has no duplicate (from, event) and names only known statuses', () => {
    const pairs = LIFECYCLE.flatMap((r) => r.from.map((from) => `${from}:${r.event}`));
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const r of LIFECYCLE) {
      expect(r.from.length, r.event).toBeGreaterThan(0);
      for (const s of [...r.from, r.to]) expect(statusIds, r.event).toContain(s);
      if (r.guard) expect(LIFECYCLE_GUARDS).toContain(r.guard);
    }
  });

  it('reaches every status but the initial ones; the initial ones are reached by none', () => {
    const reached = new Set(LIFECYCLE.map((r) => r.to));
    for (const id of statusIds)
      expect(reached.has(id), PROJECT_STATUSES[id]).toBe(!INITIAL_STATUSES.includes(id));
  });

  it('every status but the initial ones is left or documented as final', () => {
    const left = new Set(LIFECYCLE.flatMap((r) => r.from));
    const final = statusIds.filter((id) => !left.has(id));
    expect(final).toEqual([STATUS.documented, STATUS.siteCompliance]);
  });

  it('the CI stage moves forward only', () => {
    const ci = LIFECYCLE.filter(
      (r) => CI_STATUSES.includes(r.to) && r.from.every((f) => CI_STATUSES.includes(f)),
    );
    for (const r of ci)
      for (const from of r.from)
        expect(CI_STATUSES.indexOf(r.to), r.event).toBeGreaterThan(CI_STATUSES.indexOf(from));
  });

  it('uses every guard it names', () => {
    expect(new Set(LIFECYCLE.map((r) => r.guard).filter(Boolean))).toEqual(new Set(LIFECYCLE_GUARDS));
  });
});

describe('what may happen next', () => {
  it('from a status: the events of its rows', () => {
    expect(eventsFrom(STATUS.underReview)).toEqual(['completenessApproved', 'completenessRejected']);
    expect(eventsFrom(STATUS.approved)).toEqual([
      'adminRefusal',
      'firstOffer',
      'firstOrder',
      'installationConfirmedBySuppliers',
      'installationConfirmedByOriginator',
      'auditSubmitted',
    ]);
    expect(eventsFrom(STATUS.siteCompliance)).toEqual([]);
    expect(mayHappen(STATUS.orderIntake, 'firstOffer')).toBe(false);
    expect(mayHappen(null, 'submit')).toBe(false);
    expect(targetOf('firstOrder')).toBe(STATUS.orderIntake);
  });

  it('derives the dossier and CI stage statuses', () => {
    expect(statusIds.filter(isDossierStatus)).toEqual([
      STATUS.registered,
      STATUS.refusedNotCompliant,
      STATUS.refused,
      STATUS.registeredDocumentationOnly,
    ]);
    expect(statusIds.filter(isCiStageOpen)).toEqual([
      STATUS.approved,
      STATUS.offersReceived,
      STATUS.orderIntake,
      STATUS.technicalCompletion,
    ]);
    expect(CI_STATUSES).toEqual([
      STATUS.approved,
      STATUS.offersReceived,
      STATUS.orderIntake,
      STATUS.technicalCompletion,
      STATUS.siteCompliance,
    ]);
  });
});
