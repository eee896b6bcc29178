/**
 * CI implementation and compliance audit (spec 001 §3, §4, §6, §9; spec 002 §2, §3, §5; docs/lifecycle.md, docs/external-parties.md):
 * the brands shown in CI, the document names of the CI screen and of the external pages, and the four
 * implementation statuses. One definition for the server's rules and the web's screens.
 */
/** Brands that get a CI block (spec 001 §9: Citroen, Peugeot, DS Automobiles, Opel, Vauxhall, Spoticar). */
export const CI_BRAND_IDS: readonly number[] = [1, 2, 3, 4, 5, 6];
export const isCiBrand = (brandId: number): boolean => CI_BRAND_IDS.includes(brandId);

/** What a supplier uploads for its brand (spec 002 §3 "DocumentName values"). */
export const SUPPLIER_DOCUMENTS = ['OfferFromSupplier', 'OrderFromSupplier', 'InvoiceFromSupplier'] as const;
export type SupplierDocument = (typeof SUPPLIER_DOCUMENTS)[number];
/** What an auditor uploads. */
export const AUDITOR_DOCUMENT = 'ComplianceReportFromAuditor' as const;
/** What an ARCAD party uploads (`documents/uploadarcadfile`). */
export const ARCAD_DOCUMENT = 'ARCADDetails' as const;

/** The four implementation statuses (spec 001 §4), each with its list of documents on the CI screen. */
export const IMPLEMENTATION_STATUSES = [
  'ImplementationCompleted',
  'NewProjectFacadePlanAfterSurvey',
  'ImplementationLevel1',
  'ImplementationLevel2',
] as const;
export type ImplementationStatus = (typeof IMPLEMENTATION_STATUSES)[number];

/**
 * What the originator uploads on the CI screen (spec 001 §6): installation photos, the evidence of a
 * partial compliance, the derogation form, and the documents of each implementation status.
 */
export const ORIGINATOR_CI_DOCUMENTS = [
  'InstallationPhoto',
  'PartialComplianceEvidence',
  'CIDerogationForm',
  ...IMPLEMENTATION_STATUSES,
] as const;
export type OriginatorCiDocument = (typeof ORIGINATOR_CI_DOCUMENTS)[number];

/** Every DocumentName of the CI stage kept with the project's files (the design slots are separate). */
export const CI_DOCUMENTS = [...SUPPLIER_DOCUMENTS, AUDITOR_DOCUMENT, ...ORIGINATOR_CI_DOCUMENTS] as const;
export type CiDocument = (typeof CI_DOCUMENTS)[number];
export const isCiDocument = (value: string): value is CiDocument =>
  (CI_DOCUMENTS as readonly string[]).includes(value);
export const isSupplierDocument = (value: string): value is SupplierDocument =>
  (SUPPLIER_DOCUMENTS as readonly string[]).includes(value);

/** Date format of the CI tables (spec 001 §9), as dayjs writes it with its advancedFormat plugin. */
export const CI_DATE_FORMAT = 'MMMM Do YYYY, h:mm A';
