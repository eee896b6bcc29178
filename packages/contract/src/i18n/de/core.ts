import type { ModuleTexts } from '../en';

export const core: ModuleTexts<'core'> = {
  // ---- generic ----
  'app.title': 'Store Design Portal',
  'app.operatedBy': 'Betrieben vom Dienstleister des Validation Center',
  'common.back': 'Zurück',
  'common.backToLogin': 'Zurück zur Anmeldung',
  'common.cancel': 'Abbrechen',
  'common.close': 'Schließen',
  'common.previewUnavailable':
    'Diese Datei kann nicht im Browser angezeigt werden. Laden Sie sie herunter, um sie zu öffnen.',
  'common.save': 'Speichern',
  'common.submit': 'Absenden',
  'common.loading': 'Wird geladen…',
  'common.retry': 'Erneut versuchen',
  'common.yes': 'Ja',
  'common.no': 'Nein',
  'common.ok': 'OK',
  'common.email': 'E-Mail',
  'common.password': 'Passwort',
  'common.firstName': 'Vorname',
  'common.surName': 'Nachname',
  'common.language': 'Sprache',
  'common.privacy': 'Datenschutzhinweis',
  'common.comingSoon': 'Diese Seite folgt mit einer späteren Version.',
  'common.somethingWrong': 'Es ist ein Fehler aufgetreten. Bitte wenden Sie sich an den Administrator.',
  'common.reference': 'Referenz:',
  'common.copyReference': 'Referenz kopieren',
  'common.referenceCopied': 'Kopiert',
  'common.serverError':
    'Bei uns ist ein Fehler aufgetreten. Wenn er erneut auftritt, nennen Sie dem Helpdesk diese Referenz.',
  'common.pageError': 'Diese Seite konnte nicht angezeigt werden.',
  'common.reload': 'Seite neu laden',

  // ---- roles ----
  'role.vc': 'Team des Validation Center',
  'role.hq': 'Zentrale / Geschäftsleitung',
  'role.rnd': 'Länderteam Handelsnetzentwicklung, NSC / Importeure',
  'role.originator': 'Projektinitiator (Investor / Architekt)',
  'role.retail': 'Betreiber des Handelsstandorts, Investor',

  // ---- server messages ----
  'error.unauthorized': 'Bitte melden Sie sich an.',
  'error.sessionExpired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'error.sessionIncomplete': 'Bitte schließen Sie zuerst die Anmeldung ab.',
  'error.forbidden': 'Sie sind für diese Aktion nicht berechtigt.',
  'error.notFound': 'Nicht gefunden.',
  'error.internal': 'Interner Serverfehler',
  'error.rateLimited': 'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'error.concurrentChange':
    'Jemand anderes hat im selben Moment dieselben Daten geändert, daher wurde Ihre Änderung nicht gespeichert. Bitte versuchen Sie es erneut.',
  'error.overloaded': 'Das Portal ist ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.',
  'error.tooManyCalls':
    'Zu viele Ihrer Anfragen laufen gleichzeitig. Bitte versuchen Sie es in einigen Sekunden erneut.',
  'validation.required': 'Dieses Feld ist erforderlich',
  'validation.email': 'Die E-Mail-Adresse ist ungültig',
  'validation.tooLong': 'Dieser Text ist zu lang.',
  'validation.invalid': 'Einige Felder sind ungültig.',
  'validation.id': 'Diese ID ist ungültig: Verwenden Sie nur Ziffern.',
  'validation.nulByte': 'Dieser Text enthält ein unzulässiges Zeichen.',
  'validation.loneSurrogate':
    'Dieser Text enthält ein unvollständiges Zeichen (ein einzelnes UTF-16-Surrogat).',
  'validation.tooDeep': 'Die Anfrage ist zu tief verschachtelt (höchstens {{max}} Ebenen).',
  'validation.field': '{{field}}: {{message}}',
  'validation.phone': 'Nur Ziffern, „-“ und „+“ sind zulässig.',
  'validation.otp': 'Geben Sie den 6-stelligen Code ein.',
  'validation.role': 'Wählen Sie eine Rolle.',
  'validation.projectRole': 'Wählen Sie eine Projektrolle.',
  'validation.selectBrand': 'Wählen Sie mindestens eine Marke aus!',
  'validation.selectCountry': 'Wählen Sie mindestens ein Land aus!',
  'validation.selectBrandCountry': 'Wählen Sie mindestens eine Marke/ein Land aus!',
  'validation.terms': 'Bitte lesen und akzeptieren Sie zuerst die Nutzungsbedingungen.',
  'validation.unknownCountry': 'Unbekanntes Land.',
  'validation.unknownBrand': 'Unbekannte Marke.',
  'validation.timeZone': 'Unbekannte Zeitzone.',
  'validation.cursor':
    'Diese Listenposition ist für diese Liste und Sortierung nicht gültig. Öffnen Sie die Liste erneut ab der ersten Seite.',
  'validation.mandatoryField': 'Das Feld {{field}} ist ein Pflichtfeld',
  'login.invalid': 'E-Mail-Adresse oder Passwort ungültig.',
  'login.locked': 'Zu viele fehlgeschlagene Versuche: Das Konto ist für 15 Minuten gesperrt.',
  'otp.invalid': 'Der Code ist nicht korrekt. Verbleibende Versuche: {{left}}.',
  'otp.expired': 'Der Code ist abgelaufen. Bitte melden Sie sich erneut an.',
  'otp.tooManyAttempts': 'Zu viele falsche Codes. Bitte melden Sie sich erneut an.',
  'signup.emailExists': 'Diese E-Mail-Adresse ist bereits registriert',
  'signup.underProcess':
    'Ihre Kontoanfrage wird bearbeitet. Sie erhalten eine E-Mail, sobald der Administrator sie genehmigt hat.',
  'link.invalid': 'Die kopierte URL ist falsch oder die Sitzung ist abgelaufen.',
  'password.tooShort': 'Das Passwort muss mindestens 12 Zeichen lang sein.',
  'password.tooLong': 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  'password.containsEmail': 'Das Passwort darf nicht den Namen aus Ihrer E-Mail-Adresse enthalten.',
  'password.common': 'Dieses Passwort ist zu gebräuchlich. Bitte wählen Sie ein anderes.',
  'password.sameAsOld': 'Das neue Passwort muss sich vom aktuellen Passwort unterscheiden.',
  'password.currentWrong': 'Das aktuelle Passwort ist nicht korrekt.',
  'password.firstTimeRefused':
    'Das aktuelle Passwort ist nicht korrekt, oder dieses Konto hat bereits ein eigenes Passwort (dann melden Sie sich bitte an).',
  'password.otherAccount': 'Sie können nur Ihr eigenes Passwort ändern.',
  'help.sent': 'Anfrage gesendet',

  // ---- mails ----
  'mail.greeting': 'Guten Tag {{firstName}},',
  'mail.signature': 'Mit freundlichen Grüßen\nIhr Team des Store Design Portal',
  'mail.oneTimeCode.subject': 'Ihr Einmalcode: {{code}}',
  'mail.oneTimeCode.body':
    'Ihr Einmalcode lautet {{code}}. Er ist {{minutes}} Minuten gültig.\n\nWenn Sie nicht versucht haben, sich anzumelden, können Sie diese E-Mail ignorieren.',
  'mail.approvalRequest.subject': 'Kontoanfrage: {{applicantFirstName}} {{applicantSurName}}',
  'mail.approvalRequest.body':
    '{{applicantFirstName}} {{applicantSurName}} ({{email}}) beantragt ein Konto mit der Rolle {{role}}.\n\nÖffnen Sie diesen Link, um die Anfrage zu genehmigen oder abzulehnen (7 Tage gültig):\n{{link}}',
  'mail.accountApproved.subject': 'Ihr Konto für das Store Design Portal wurde genehmigt',
  'mail.accountApproved.body':
    'Ihr Konto wurde genehmigt.\n\nE-Mail: {{email}}\nTemporäres Passwort: {{password}}\n\nMelden Sie sich unter {{link}} an – Sie werden aufgefordert, ein eigenes Passwort festzulegen.',
  'mail.accountRejected.subject': 'Ihre Kontoanfrage für das Store Design Portal',
  'mail.accountRejected.body':
    'Ihre Kontoanfrage wurde abgelehnt. Bei Fragen wenden Sie sich bitte an {{helpdesk}}.',
  'mail.passwordReset.subject': 'Passwort für das Store Design Portal zurücksetzen',
  'mail.passwordReset.body':
    'Öffnen Sie diesen Link, um ein neues Passwort festzulegen ({{minutes}} Minuten gültig, nur einmal verwendbar):\n{{link}}\n\nWenn Sie dies nicht angefordert haben, ignorieren Sie bitte diese E-Mail.',
  'mail.signInLockedCodes.subject': 'Ihre Anmeldung beim Store Design Portal ist gesperrt',
  'mail.signInLockedCodes.body':
    'Für Ihr Konto wurden zu viele falsche Einmalcodes eingegeben, daher ist die Anmeldung für {{minutes}} Minuten gesperrt.\n\nWenn Sie das waren, warten Sie und melden Sie sich erneut an. Wenn nicht, kennt jemand Ihr Passwort: Ändern Sie es nach Ablauf der Sperre und informieren Sie den Helpdesk.',
  'mail.helpRequest.subject': 'Hilfeanfrage von {{name}}',
  'mail.helpRequest.body': 'Von: {{name}} <{{email}}>\n\n{{queries}}',
  // ---- uploads (server: platform/uploads.ts) ----
  'upload.tooLarge': 'Diese Datei ist zu groß: höchstens {{max}} MB pro Datei.',
  'upload.tooManyParts': 'Zu viele Dateien oder Felder in einem Upload.',
  'upload.notMultipart': 'Senden Sie die Dateien als Formular-Upload (multipart/form-data).',
  'upload.broken': 'Der Upload wurde unterbrochen oder ist unvollständig. Bitte versuchen Sie es erneut.',
  'upload.typeNotAccepted': 'Dieser Dateityp wird hier nicht angenommen. Erlaubt: {{types}}.',
  'upload.contentMismatch':
    'Der Inhalt dieser Datei ist keine {{type}}-Datei, wie ihr Name angibt: Sie wurde nicht hochgeladen.',
};
