/**
 * The design dossier and its validation (spec 001 §3–§5, §9; spec 002 §3, §5; docs/lifecycle.md): document slots,
 * the dynamic brand fields (typology, CI workstreams), comment types and the two validation checks. One
 * definition used by the server's rules and the web's forms.
 */
import { BRANDS, NON_PSA_BRAND } from './reference';

// ---- document slots ----

/**
 * A slot's `DocumentName` is its field name in the document info answer without the `FilePath` suffix
 * (docs/lifecycle.md); the Spoticar file keeps its own field name.
 */
export const DOCUMENT_SLOTS = [
  'simulation',
  'photosreport',
  'situationPlan',
  'existingmassPlan',
  'newProjectMassPlan',
  'existingFacadePlan',
  'newProjectFacadePlan',
  'existingInteriorPlan',
  'newProjectInteriorPlan',
  'newProjectInteriorElevationPlan',
  'newCustomerPathLayout',
  'newProjectExteriorPlan',
  'newProjectCeilingPlan',
  'citeronFurniture',
  'citeronSeatAndLounge',
  'citeronExteriorSigns',
  'citeronGraphicsFile',
  'peugeotSignageEquipmentList',
  'opelShopingList',
  'psaDerogationForm',
  'digitalAtRetailOrderForm',
  'multibrandShoppingList',
  'spoticarExteriorsignsfile',
] as const;
export type DocumentSlot = (typeof DOCUMENT_SLOTS)[number];

export const isDocumentSlot = (value: string): value is DocumentSlot =>
  (DOCUMENT_SLOTS as readonly string[]).includes(value);

/** The document info answer's path and date fields of a slot. */
export const slotPathField = (slot: DocumentSlot) =>
  slot === 'spoticarExteriorsignsfile' ? slot : (`${slot}FilePath` as const);
export const slotDateField = (slot: DocumentSlot) => `${slot}Date` as const;

/** The design files every external page lists (spec 002 §2 "Supplier page", "Download page"). */
export const EXTERNAL_DESIGN_SLOTS: readonly DocumentSlot[] = [
  'simulation',
  'photosreport',
  'situationPlan',
  'existingmassPlan',
  'newProjectMassPlan',
  'existingFacadePlan',
  'newProjectFacadePlan',
  'existingInteriorPlan',
  'newProjectInteriorPlan',
  'newProjectInteriorElevationPlan',
  'newCustomerPathLayout',
  'newProjectExteriorPlan',
  'newProjectCeilingPlan',
];

/**
 * The slots an external party's page lists (spec 002 §2, §3; docs/external-parties.md): the supplier the design files and
 * the derogation form, the auditor those and the brand files, the download recipient the validated design
 * files, the digital-at-retail order form and the derogation form. The ARCAD party sees none.
 */
export const PARTY_SLOTS: Record<'supplier' | 'auditor' | 'download' | 'arcad', readonly DocumentSlot[]> = {
  supplier: [...EXTERNAL_DESIGN_SLOTS, 'psaDerogationForm'],
  auditor: [
    ...EXTERNAL_DESIGN_SLOTS,
    'citeronFurniture',
    'citeronSeatAndLounge',
    'citeronExteriorSigns',
    'citeronGraphicsFile',
    'peugeotSignageEquipmentList',
    'spoticarExteriorsignsfile',
    'opelShopingList',
    'psaDerogationForm',
  ],
  download: [...EXTERNAL_DESIGN_SLOTS, 'digitalAtRetailOrderForm', 'psaDerogationForm'],
  arcad: [],
};

/** Versions kept per slot (docs/files.md): the next upload replaces the oldest, after a confirmation. */
export const MAX_SLOT_VERSIONS = 5;
/** Attachments on one message of the message tool. */
export const MAX_MESSAGE_ATTACHMENTS = 10;

/** Required unless every enabled brand's typology is Interior Relooking (spec 001 §5). */
export const RELOOKING_WAIVED_SLOTS: readonly DocumentSlot[] = [
  'photosreport',
  'situationPlan',
  'existingmassPlan',
  'newProjectMassPlan',
  'existingFacadePlan',
  'newProjectFacadePlan',
  'existingInteriorPlan',
  'newCustomerPathLayout',
  'newProjectCeilingPlan',
];
/** Always required (spec 001 §5). */
export const ALWAYS_REQUIRED_SLOTS: readonly DocumentSlot[] = [
  'newProjectInteriorPlan',
  'newProjectInteriorElevationPlan',
];

const brandId = (name: string) => {
  const brand = BRANDS.find((b) => b.name === name);
  if (!brand) throw new Error(`design: no brand named ${name} in BRANDS`);
  return brand.id;
};
export const BRAND_IDS = {
  citroen: brandId('Citroen'),
  peugeot: brandId('Peugeot'),
  ds: brandId('DS Automobiles'),
  opel: brandId('Opel'),
  vauxhall: brandId('Vauxhall'),
  spoticar: brandId('Spoticar'),
  nonPsa: brandId(NON_PSA_BRAND),
} as const;

/** Brands whose projects need the digital-at-retail order form (isThisDigitalAtRetailOrderFormMandetoryBrand). */
export const DIGITAL_AT_RETAIL_BRANDS: readonly number[] = [
  BRAND_IDS.citroen,
  BRAND_IDS.peugeot,
  BRAND_IDS.ds,
  BRAND_IDS.opel,
  BRAND_IDS.vauxhall,
];

/** Brand files: shown (optional) only when their brand is enabled. */
export const BRAND_SLOTS: Partial<Record<DocumentSlot, readonly number[]>> = {
  citeronFurniture: [BRAND_IDS.citroen],
  citeronSeatAndLounge: [BRAND_IDS.citroen],
  citeronExteriorSigns: [BRAND_IDS.citroen],
  citeronGraphicsFile: [BRAND_IDS.citroen],
  peugeotSignageEquipmentList: [BRAND_IDS.peugeot],
  opelShopingList: [BRAND_IDS.opel, BRAND_IDS.vauxhall],
  spoticarExteriorsignsfile: [BRAND_IDS.spoticar],
};

/** Blank forms served by `GetTemplateFile/{fileName}` (docs/lifecycle.md): the slot and the default file name. */
export const TEMPLATE_FILES: readonly { slot: DocumentSlot; fileName: string }[] = [
  { slot: 'digitalAtRetailOrderForm', fileName: 'Digital_At_Retail_Order_Form.xlsx' },
  { slot: 'multibrandShoppingList', fileName: 'Multibrand_Shopping_List.xlsx' },
  { slot: 'psaDerogationForm', fileName: 'Derogation_Form.pdf' },
  { slot: 'citeronFurniture', fileName: 'Citroen_Furniture_File.xlsx' },
  { slot: 'citeronSeatAndLounge', fileName: 'Citroen_Seats_Lounge_File.xlsx' },
  { slot: 'citeronExteriorSigns', fileName: 'Citroen_Exterior_Signs_File.xlsx' },
  { slot: 'citeronGraphicsFile', fileName: 'Citroen_Graphics_File.xlsx' },
  { slot: 'peugeotSignageEquipmentList', fileName: 'Peugeot_Signage_Equipment_List.xlsx' },
  { slot: 'opelShopingList', fileName: 'Opel_Shopping_List.xlsx' },
  { slot: 'spoticarExteriorsignsfile', fileName: 'Spoticar_Exterior_Signs_File.xlsx' },
];

// ---- dynamic brand fields (typology, CI workstreams) ----

export type BrandFieldType = 'text' | 'number' | 'singleDropdown' | 'multiDropdown';

/** Typology option ids; labels are `brandField.option.<id>` in the packs. */
export const TYPOLOGIES = ['newBuild', 'extension', 'renovation', 'interiorRelooking', 'shopInShop'] as const;
export type Typology = (typeof TYPOLOGIES)[number];
export const INTERIOR_RELOOKING: Typology = 'interiorRelooking';

/** CI workstream option ids; `derogation` calls for the derogation form. */
export const CI_WORKSTREAMS = [
  'exteriorSignage',
  'facadeCladding',
  'interiorDesign',
  'furniture',
  'digitalAtRetail',
  'derogation',
] as const;
export type CiWorkstream = (typeof CI_WORKSTREAMS)[number];

export interface BrandFieldDef {
  fieldName: string;
  fieldType: BrandFieldType;
  /** Option ids of a dropdown (labels `brandField.option.<id>`). */
  fieldValues: readonly string[];
  /** Label: `brandField.<fieldName>`. */
  mandatory: boolean;
  /** Shown read-only (not editable by anyone). */
  disable: boolean;
}

/** Brands without a mandatory typology (spec 001 §5). */
export const TYPOLOGY_EXEMPT_BRANDS: readonly number[] = [
  BRAND_IDS.spoticar,
  brandId('Alfa Romeo'),
  BRAND_IDS.ds,
  brandId('Lancia'),
  BRAND_IDS.nonPsa,
];

/**
 * The design validation tab's fields of one brand (screen type 2). Non-PSA Brand has no mandatory
 * field; the typology-exempt brands have an optional typology.
 */
export function designBrandFields(brandIdValue: number): BrandFieldDef[] {
  const nonPsa = brandIdValue === BRAND_IDS.nonPsa;
  return [
    {
      fieldName: 'typology',
      fieldType: 'singleDropdown',
      fieldValues: TYPOLOGIES,
      mandatory: !TYPOLOGY_EXEMPT_BRANDS.includes(brandIdValue),
      disable: false,
    },
    {
      fieldName: 'ciWorkstream',
      fieldType: 'multiDropdown',
      fieldValues: CI_WORKSTREAMS,
      mandatory: !nonPsa,
      disable: false,
    },
    { fieldName: 'workshopBays', fieldType: 'number', fieldValues: [], mandatory: false, disable: false },
    { fieldName: 'brandRemarks', fieldType: 'text', fieldValues: [], mandatory: false, disable: false },
  ];
}

/** Screen type of `DynamicBrand/GetAllBrandData/{screenType}/…` (docs/lifecycle.md). */
export const SCREEN_TYPE = { request: 1, designValidation: 2 } as const;

// ---- comment types and the two checks ----

/** Message tool comment types (docs/lifecycle.md, docs/reference-data.md): Comment is id 0. */
export const COMMENT_TYPE = { comment: 0, feedbackRequest: 1, feedbackProvided: 2 } as const;
export type CommentTypeId = (typeof COMMENT_TYPE)[keyof typeof COMMENT_TYPE];
export const COMMENT_TYPES: readonly { id: CommentTypeId; key: string }[] = [
  { id: COMMENT_TYPE.comment, key: 'comment' },
  { id: COMMENT_TYPE.feedbackRequest, key: 'feedbackRequest' },
  { id: COMMENT_TYPE.feedbackProvided, key: 'feedbackProvided' },
];

/** Feedback types of `GetAllProjectsOnFeedBackType/{1 or 2}` (spec 001 §9). */
export const FEEDBACK_TYPE = { requested: 1, provided: 2 } as const;

/** Status of each check (stored and sent so; empty shows as Under Examination). */
export const CHECK_STATUS = {
  pending: '',
  approved: 'Approved',
  rejected: 'Rejected',
  feedbackRequested: 'Feedback Request for Content Validation',
} as const;
export type CheckStatus = (typeof CHECK_STATUS)[keyof typeof CHECK_STATUS];

/** The promise on the success dialog: validation takes about two weeks (spec 001 §9). */
export const VALIDATION_PROMISE_DAYS = 14;

// ---- rules shared by the form and the server ----

/** Surfaces: digits with an optional decimal point (spec 001 §5). */
export const SURFACE_PATTERN = /^\d+(\.\d+)?$/;
export const SURFACE_MAX_LENGTH = 12;

/** The project data fields checked at submission, with their label keys (`design.field.<name>`). */
export const PROJECT_DATA_FIELDS = [
  'BuildingSurface',
  'TerrainSurface',
  'WorkshopSurface',
  'SparePartShopSurface',
  'OtherSurface',
  'HandOverArea',
  'AfterSales',
] as const;
export type ProjectDataField = (typeof PROJECT_DATA_FIELDS)[number];

export interface BrandSelection {
  brandId: number;
  brandEnabled: boolean;
  typology: string;
  ciWorkstream: readonly string[];
}

const enabledBrands = (brands: readonly BrandSelection[]) => brands.filter((b) => b.brandEnabled);

/** Interior Relooking waives the plans of spec 001 §5: every enabled brand with a typology has it. */
export function isInteriorRelooking(brands: readonly BrandSelection[]): boolean {
  const typed = enabledBrands(brands).filter((b) => b.typology);
  return typed.length > 0 && typed.every((b) => b.typology === INTERIOR_RELOOKING);
}

export const isSpoticarOnly = (brands: readonly BrandSelection[]) => {
  const on = enabledBrands(brands);
  const [only, another] = on;
  return !another && only?.brandId === BRAND_IDS.spoticar;
};

export const needsDigitalAtRetailForm = (brands: readonly BrandSelection[]) =>
  enabledBrands(brands).some((b) => DIGITAL_AT_RETAIL_BRANDS.includes(b.brandId));

export const needsDerogationForm = (brands: readonly BrandSelection[]) =>
  enabledBrands(brands).some((b) => b.ciWorkstream.includes('derogation'));

/** The slots a project must have filled before submission, in display order. */
export function requiredSlots(brands: readonly BrandSelection[]): DocumentSlot[] {
  const required = new Set<DocumentSlot>(ALWAYS_REQUIRED_SLOTS);
  if (!isInteriorRelooking(brands)) for (const s of RELOOKING_WAIVED_SLOTS) required.add(s);
  if (isSpoticarOnly(brands)) required.add('spoticarExteriorsignsfile');
  if (needsDigitalAtRetailForm(brands)) required.add('digitalAtRetailOrderForm');
  if (needsDerogationForm(brands)) required.add('psaDerogationForm');
  return DOCUMENT_SLOTS.filter((s) => required.has(s));
}

/** The slots shown on the tab: every general slot, and the brand files of the enabled brands. */
export function shownSlots(brands: readonly BrandSelection[]): DocumentSlot[] {
  const on = enabledBrands(brands).map((b) => b.brandId);
  const required = new Set(requiredSlots(brands));
  return DOCUMENT_SLOTS.filter((slot) => {
    if (required.has(slot)) return true;
    const owners = BRAND_SLOTS[slot];
    if (owners) return owners.some((id) => on.includes(id));
    if (slot === 'multibrandShoppingList') return on.length > 1;
    return true;
  });
}

/** A problem with an upload's file name (spec 001 §5, §8; docs/files.md), as a message key; null if fine. */
export function fileNameProblem(name: string): string | null {
  if (name.includes('+')) return 'upload.plusNotAccepted';
  if (/template/i.test(name)) return 'upload.templateNotAccepted';
  if (!/^[\p{L}\p{N} (),._-]+$/u.test(name) || name.length > 200) return 'upload.invalidCharacters';
  return null;
}

/** Message tool attachments: only the character rule (spec 002 §5). */
export function attachmentNameProblem(name: string): string | null {
  return /^[\p{L}\p{N} (),._-]+$/u.test(name) && name.length <= 200 ? null : 'upload.invalidCharacters';
}

/** The download path of a project file's version (`<slot>FilePath`, an upload's `directoryPath`). */
export const fileByIdPath = (documentId: number) => `projects/GetFileById/${documentId}`;

/** The download path of a message's attachment: the value of `downloadfileconmtentmessage?fileName`. */
export const attachmentPath = (messageId: number, fileId: number, fileName: string) =>
  `${messageId}/${fileId}/${fileName}`;
