import type { ModuleTexts } from '../en';

export const privacy: ModuleTexts<'privacy'> = {
  'privacy.effective': 'Gültig seit 2023',
  'privacy.intro':
    'Dieser Hinweis erläutert, wie der Dienstleister des Validation Center, der das Store Design Portal im Auftrag des Automobilkonzerns betreibt, die personenbezogenen Daten der Nutzerinnen und Nutzer des Portals verarbeitet. Er gilt für alle Nutzer des Portals: Mitarbeitende der Zentrale, nationale Händlernetz-Teams und Importeure, Projektinitiatoren, Betreiber von Verkaufsstandorten und das Validierungsteam.',
  'privacy.collected.title': '1. Welche Daten wir erheben',
  'privacy.collected.body':
    'Wir erheben die Identitäts- und geschäftlichen Kontaktdaten, die Sie bei der Kontoanfrage angeben: Name, geschäftliche E-Mail-Adresse, Telefonnummer, Unternehmen, Rolle, Länder und Marken. Während Sie das Portal nutzen, speichern wir Kontodaten (Freigabestatus, Zustimmung zu diesen Bedingungen, ein verschlüsseltes Passwort) sowie technische Daten wie Ihre IP-Adresse, eine Gerätekennung und den Zeitpunkt Ihrer Anmeldungen. Außerdem speichern wir die Standort- und Designangaben, Kommentare und Dokumente, die Sie einreichen.',
  'privacy.use.title': '2. Wie wir Ihre Daten verwenden',
  'privacy.use.body':
    'Wir verwenden Ihre Daten, um Ihr Konto anzulegen und zu verwalten, Ihre Anfrage freigeben zu lassen und Ihnen zu ermöglichen, Verkaufsstandorte zu registrieren sowie Store-Designs einzureichen, zu prüfen und zu verfolgen. Wir senden Ihnen die für den Dienst erforderlichen E-Mails, etwa Einmalcodes, Freigabemitteilungen und Projektbenachrichtigungen, und beantworten Ihre Supportanfragen. Technische Daten dienen dem Schutz der Konten, der Erkennung von Missbrauch und der Führung eines Prüfprotokolls.',
  'privacy.lawfulBasis.title': '3. Rechtsgrundlage der Verarbeitung',
  'privacy.lawfulBasis.body':
    'Wir verarbeiten Ihre Daten zur Erfüllung des Vertrags, auf dessen Grundlage das Portal dem Automobilkonzern und seinem Händlernetz bereitgestellt wird (Art. 6 Abs. 1 lit. b DSGVO), sowie auf Grundlage des berechtigten Interesses des Konzerns und seiner Partner an einem sicheren, gemeinsamen Validierungsprozess (Art. 6 Abs. 1 lit. f DSGVO). Soweit wir gesetzlich verpflichtet sind, Aufzeichnungen aufzubewahren oder offenzulegen, verarbeiten wir Daten zur Erfüllung dieser rechtlichen Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO).',
  'privacy.sharing.title': '4. Weitergabe von Daten',
  'privacy.sharing.body':
    'Ihre Daten sind für die Personen sichtbar, die sie für den Validierungsprozess benötigen: die Zentrale des Automobilkonzerns, die betroffenen nationalen Händlernetz-Teams und Importeure sowie das Validierungsteam. Wir setzen sorgfältig ausgewählte Hosting- und E-Mail-Dienstleister ein, die ausschließlich nach unseren Weisungen auf Grundlage eines Auftragsverarbeitungsvertrags handeln (Art. 28 DSGVO). Wir verkaufen Ihre Daten niemals und geben sie an Behörden nur weiter, wenn das Gesetz es verlangt.',
  'privacy.cookies.title': '5. Cookies und lokale Speicherung',
  'privacy.cookies.body':
    'Das Portal verwendet nur die Cookies und Browserspeicher, die für seinen Betrieb unbedingt erforderlich sind: Ihre Sitzung, Ihre Sprache, Ihre Gerätekennung für Einmalcodes und Ihre Cookie-Auswahl. Wir verwenden keine Werbe- oder Tracking-Cookies und keine Analysedienste Dritter.',
  'privacy.rights.title': '6. Ihre Rechte',
  'privacy.rights.body':
    'Sie haben das Recht auf Auskunft über Ihre Daten, auf Berichtigung oder Löschung, auf Einschränkung der Verarbeitung oder Widerspruch dagegen sowie auf Erhalt Ihrer Daten in einem übertragbaren Format. Beruht eine Verarbeitung auf Ihrer Einwilligung, können Sie diese jederzeit widerrufen, ohne dass die Rechtmäßigkeit der bisherigen Verarbeitung berührt wird. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren.',
  'privacy.security.title': '7. Sicherheit',
  'privacy.security.body':
    'Wir schützen Ihre Daten durch verschlüsselte Verbindungen, stark gehashte Passwörter, Einmalcodes für neue Geräte, rollenbasierte Zugriffsrechte und eine automatische Abmeldung bei Inaktivität. Der Zugriff unserer Mitarbeitenden ist auf das für ihre Aufgaben Erforderliche beschränkt und wird protokolliert.',
  'privacy.retention.title': '8. Speicherdauer',
  'privacy.retention.body':
    'Wir speichern Ihre personenbezogenen Daten nur für die Laufzeit unseres Vertrags mit dem Automobilkonzern. Nach Vertragsende werden die Daten an den Automobilkonzern übergeben, der dann für sie verantwortlich ist, und wir löschen unsere Kopien, sofern wir nicht gesetzlich zu einer längeren Aufbewahrung verpflichtet sind.',
  'privacy.transfers.title': '9. Internationale Datenübermittlungen',
  'privacy.transfers.body':
    'Das Portal wird in der Europäischen Union betrieben. Nehmen Konzerngesellschaften oder Importeure außerhalb des Europäischen Wirtschaftsraums an einem Projekt teil, stützen sich Datenübermittlungen an sie auf einen Angemessenheitsbeschluss der Europäischen Kommission oder auf die EU-Standardvertragsklauseln.',
  'privacy.changes.title': '10. Änderungen dieses Hinweises',
  'privacy.changes.body':
    'Wir können diesen Hinweis aktualisieren, wenn sich das Portal oder die Rechtslage ändert. Das oben angegebene Gültigkeitsdatum zeigt die aktuelle Fassung; wesentliche Änderungen kündigen wir im Portal an und bitten Sie gegebenenfalls, den aktualisierten Bedingungen erneut zuzustimmen.',
  'privacy.contact.title': '11. Kontakt',
  'privacy.contact.body':
    'Bei Fragen zu Ihren Daten oder zur Ausübung Ihrer Rechte wenden Sie sich bitte an den Datenschutzbeauftragten des Portalbetreibers, des Dienstleisters des Validation Center, in Deutschland. Sie erreichen den Datenschutzbeauftragten über die Seite Hilfe und Support des Portals.',
  'privacy.agree': 'Ich habe den Datenschutzhinweis gelesen und stimme den Bedingungen zu.',
  'privacy.agreeRequired': 'Setzen Sie vor dem Speichern das Häkchen zur Zustimmung.',
  'privacy.saved': 'Vielen Dank. Ihre Zustimmung zu den Bedingungen wurde gespeichert.',
  'privacy.alreadyAccepted': 'Sie haben diesen Bedingungen auf diesem Gerät bereits zugestimmt.',
};
