import type { ModuleTexts } from '../en';

export const projectCreate: ModuleTexts<'projectCreate'> = {
  // ---- gemeinsames Standortformular ----
  'siteForm.siteSection': 'Standortinformationen',
  'siteForm.siteName': 'Standortname',
  'siteForm.street': 'Straße',
  'siteForm.city': 'Ort',
  'siteForm.zipCode': 'Postleitzahl',
  'siteForm.country': 'Land',
  'siteForm.region': 'Region',
  'siteForm.regionNone': 'Keine',
  'siteForm.vatNumber': 'USt-IdNr.',
  'siteForm.locationCode': 'Standortcode',
  'siteForm.locationCodeGermany': 'In Deutschland erforderlich: nur Buchstaben und Ziffern.',
  'siteForm.documentationOnly': 'Nur Dokumentation',
  'siteForm.brandsSection': 'Markenauswahl',
  'siteForm.brandsLegend': 'Marken an diesem Standort',
  'siteForm.brandDetails': 'Vertragsart und Verkaufsvolumen je Marke',
  'siteForm.contractType': 'Vertragsart',
  'siteForm.salesVolume': 'Absatz pro Jahr',
  'siteForm.contactSection': 'Ansprechpartner des Standorts',
  'siteForm.fullName': 'Vollständiger Name',
  'siteForm.email': 'E-Mail',
  'siteForm.phone': 'Telefon',

  // ---- Feldregeln ----
  'project.validation.siteName':
    'Der Standortname darf nur Buchstaben, Ziffern, Leerzeichen und ( ) \' " , . _ - enthalten',
  'project.validation.street':
    'Die Straße darf nur Buchstaben, Ziffern, Leerzeichen und ( ) \' " , . _ - enthalten',
  'project.validation.city':
    'Der Ort darf nur Buchstaben, Leerzeichen und ( ) \' " , . _ - enthalten (keine Ziffern)',
  'project.validation.zipCode':
    'Die Postleitzahl darf nur Buchstaben, Ziffern, Leerzeichen und ( ) \' " , . _ - enthalten',
  'project.validation.fullName':
    'Der vollständige Name darf nur Buchstaben, Ziffern, Leerzeichen und ( ) \' " , . _ - enthalten',
  'project.validation.email': 'Die E-Mail darf nur Buchstaben, Ziffern, Leerzeichen und @ . _ - enthalten',
  'project.validation.locationCode': 'Der Standortcode darf nur Buchstaben und Ziffern enthalten.',
  'project.validation.locationCodeRequired':
    'Für einen Standort in Deutschland ist der Standortcode erforderlich.',
  'project.validation.region': 'Wählen Sie die Region (für Frankreich erforderlich).',
  'project.validation.contractType': 'Wählen Sie die Vertragsart dieser Marke.',
  'project.validation.salesVolume': 'Das Verkaufsvolumen muss eine ganze Zahl von 0 bis 1.000.000 sein.',
  'project.validation.siteType': 'Wählen Sie die Standortart.',
  'project.validation.existingSite': 'Wählen Sie einen bestehenden Handelsstandort.',
  'project.validation.architectConfirm': 'Bitte bestätigen Sie zuerst alle Gestaltungserklärungen.',

  // ---- Schaltflächen der Liste ----
  'projectCreate.newProject': 'Neues Projekt anlegen',
  'projectCreate.documentationOnly': 'Projekt nur zur Dokumentation',

  // ---- Bestätigung des Architekten ----
  'projectCreate.confirm.title': 'Bestätigung des Architekten',
  'projectCreate.confirm.intro':
    'Bevor Sie ein Projekt registrieren, bestätigen Sie bitte jede Aussage zu den Gestaltungsregeln der Marken.',
  'projectCreate.confirm.section1': 'Gestaltungsrichtlinien der Marken',
  'projectCreate.confirm.s1a':
    'Ich habe die aktuellen Gestaltungsrichtlinien jeder Marke gelesen, die ich für diesen Standort auswähle.',
  'projectCreate.confirm.s1b':
    'Das geplante Showroom-Layout, die Möbel und die Materialien entsprechen diesen Richtlinien.',
  'projectCreate.confirm.s1c':
    'Jede Abweichung von den Richtlinien wird in einem Ausnahmeformular angegeben und begründet.',
  'projectCreate.confirm.section2': 'Elemente der Corporate Identity (CI)',
  'projectCreate.confirm.s2a':
    'Außen- und Innenbeschilderung wird nur bei den für die Marken zugelassenen Lieferanten bestellt.',
  'projectCreate.confirm.s2b':
    'Logos, Farben und Grafiken der Marken werden nur so verwendet, wie es die CI-Handbücher zeigen.',
  'projectCreate.confirm.section3': 'Richtigkeit der Daten',
  'projectCreate.confirm.s3a':
    'Die von mir eingegebenen Standort-, Marken- und Kontaktdaten sind richtig und vollständig.',
  'projectCreate.confirm.s3b':
    'Ich halte die Projektdaten und -dokumente bis zum Konformitätsaudit des Standorts aktuell.',
  'projectCreate.confirm.count': '{{count}} von {{total}} Aussagen bestätigt',
  'projectCreate.confirm.helpPrefix': 'Fragen zu den Richtlinien?',
  'projectCreate.confirm.helpLink': 'Helpdesk',
  'projectCreate.confirm.button': 'Ich bestätige',

  // ---- Dialog zum Anlegen ----
  'projectCreate.title': 'Neues Projekt anlegen',
  'projectCreate.titleDocumentation': 'Projekt nur zur Dokumentation',
  'projectCreate.siteType': 'Standortart',
  'projectCreate.siteType.existing': 'Bestehender Stellantis-Handelsstandort',
  'projectCreate.siteType.new': 'Daten eines neuen Handelsstandorts anlegen',
  'projectCreate.existingSite': 'Bestehender Handelsstandort',
  'projectCreate.existingSite.help':
    'Geben Sie einen Standortnamen, Ort, eine Postleitzahl oder einen Standortcode ein.',
  'projectCreate.existingSite.none': 'Kein Standort gefunden',
  'projectCreate.existingSite.searching': 'Suche läuft…',
  'projectCreate.existingSite.locked': 'Die Daten des gewählten Standorts werden unverändert übernommen.',
  'projectCreate.map': 'Lage des Standorts',
  'projectCreate.gdpr':
    'Ich bin einverstanden, dass die hier eingegebenen Daten gemäß DSGVO und Datenschutzhinweis zur Verwaltung dieses Projekts verarbeitet werden.',
  'projectCreate.submit': 'Anfrage senden',
  'projectCreate.submitting': 'Anfrage wird gesendet',
  'projectCreate.fixFields': 'Bitte korrigieren Sie die markierten Felder.',
  'projectCreate.duplicateTitle': 'Dieser Standort existiert bereits',
  'projectCreate.duplicateQuestion': 'Möchten Sie das Projekt am bestehenden Standort anlegen?',
};
