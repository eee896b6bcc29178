/** Texts of the create-project flow and the shared site form (spec 001 §2 "Create project flow", §4, §5, §8). */
export const projectCreate = {
  // ---- shared site form (components/site-form) ----
  'siteForm.siteSection': 'Site information',
  'siteForm.siteName': 'Site name',
  'siteForm.street': 'Street',
  'siteForm.city': 'City',
  'siteForm.zipCode': 'Zip code',
  'siteForm.country': 'Country',
  'siteForm.region': 'Region',
  'siteForm.regionNone': 'None',
  'siteForm.vatNumber': 'VAT number',
  'siteForm.locationCode': 'Location code',
  'siteForm.locationCodeGermany': 'Required in Germany: letters and digits only.',
  'siteForm.documentationOnly': 'Documentation only',
  'siteForm.brandsSection': 'Brand selection',
  'siteForm.brandsLegend': 'Brands at this site',
  'siteForm.brandDetails': 'Contract type and sales volume per brand',
  'siteForm.contractType': 'Contract type',
  'siteForm.salesVolume': 'Sales volume per year',
  'siteForm.contactSection': 'Site representative contact',
  'siteForm.fullName': 'Full name',
  'siteForm.email': 'Email',
  'siteForm.phone': 'Phone',

  // ---- field rules used by the contract (schemas/site-fields.ts, schemas/site-requests.ts) ----
  'project.validation.siteName': 'Site name may only contain letters, digits, spaces and ( ) \' " , . _ -',
  'project.validation.street': 'Street may only contain letters, digits, spaces and ( ) \' " , . _ -',
  'project.validation.city': 'City may only contain letters, spaces and ( ) \' " , . _ - (no digits)',
  'project.validation.zipCode': 'Zip code may only contain letters, digits, spaces and ( ) \' " , . _ -',
  'project.validation.fullName': 'Full name may only contain letters, digits, spaces and ( ) \' " , . _ -',
  'project.validation.email': 'Email may only contain letters, digits, spaces and @ . _ -',
  'project.validation.locationCode': 'The location code may only contain letters and digits.',
  'project.validation.locationCodeRequired': 'The location code is required for a site in Germany.',
  'project.validation.region': 'Select the region (required for France).',
  'project.validation.contractType': 'Select the contract type of this brand.',
  'project.validation.salesVolume': 'The sales volume must be a whole number from 0 to 1,000,000.',
  'project.validation.siteType': 'Choose the site type.',
  'project.validation.existingSite': 'Choose an existing retail location.',
  'project.validation.architectConfirm': 'Please confirm all design statements first.',

  // ---- buttons on the project list ----
  'projectCreate.newProject': 'Create New Project',
  'projectCreate.documentationOnly': 'Documentation Only Project',

  // ---- architect confirmation ----
  'projectCreate.confirm.title': 'Architect confirmation',
  'projectCreate.confirm.intro':
    'Before you register a project, please confirm each statement about the brand design rules.',
  'projectCreate.confirm.section1': 'Brand design guidelines',
  'projectCreate.confirm.s1a':
    'I have read the current design guidelines of every brand I select for this site.',
  'projectCreate.confirm.s1b':
    'The planned showroom layout, furniture and materials follow these guidelines.',
  'projectCreate.confirm.s1c':
    'Any deviation from the guidelines will be declared and justified in a derogation form.',
  'projectCreate.confirm.section2': 'Corporate identity (CI) elements',
  'projectCreate.confirm.s2a':
    'Exterior and interior signage will be ordered only from the suppliers approved for the brands.',
  'projectCreate.confirm.s2b':
    'Brand logos, colours and graphics will be used only as shown in the CI manuals.',
  'projectCreate.confirm.section3': 'Data accuracy',
  'projectCreate.confirm.s3a': 'The site, brand and contact data I enter are correct and complete.',
  'projectCreate.confirm.s3b':
    'I will keep the project data and documents up to date until the site compliance audit.',
  'projectCreate.confirm.count': '{{count}} of {{total}} statements confirmed',
  'projectCreate.confirm.helpPrefix': 'Questions about the guidelines?',
  'projectCreate.confirm.helpLink': 'Help Desk',
  'projectCreate.confirm.button': 'I Confirm',

  // ---- create dialog ----
  'projectCreate.title': 'Create New Project',
  'projectCreate.titleDocumentation': 'Documentation Only Project',
  'projectCreate.siteType': 'Site type',
  'projectCreate.siteType.existing': 'Existing Stellantis Retail Location',
  'projectCreate.siteType.new': 'Create New Retail Location Data',
  'projectCreate.existingSite': 'Existing retail location',
  'projectCreate.existingSite.help': 'Type a site name, city, zip code or location code.',
  'projectCreate.existingSite.none': 'No location found',
  'projectCreate.existingSite.searching': 'Searching…',
  'projectCreate.existingSite.locked': 'The data of the chosen location is used as it is.',
  'projectCreate.map': 'Position of the site',
  'projectCreate.gdpr':
    'I agree that the data entered here is processed to manage this project, in line with the GDPR and the privacy notice.',
  'projectCreate.submit': 'Send request',
  'projectCreate.submitting': 'Sending the request',
  'projectCreate.fixFields': 'Please correct the marked fields.',
  'projectCreate.duplicateTitle': 'This location already exists',
  'projectCreate.duplicateQuestion': 'Do you want to create project on existing location?',
} as const;
