import type { ModuleTexts } from '../en';

export const privacy: ModuleTexts<'privacy'> = {
  'privacy.effective': 'En vigueur depuis 2023',
  'privacy.intro':
    "La présente politique explique comment le prestataire de services du Validation Center, qui exploite le Store Design Portal pour le compte du groupe automobile, traite les données personnelles des personnes qui utilisent le portail. Elle s'applique à tous les utilisateurs du portail : personnel du siège, équipes nationales du réseau de distribution et importateurs, initiateurs de projets, exploitants de points de vente et équipe de validation.",
  'privacy.collected.title': '1. Informations collectées',
  'privacy.collected.body':
    "Nous collectons les données d'identité et les coordonnées professionnelles que vous nous communiquez lors de votre demande de compte : nom, adresse e-mail professionnelle, numéro de téléphone, société, rôle, pays et marques. Lorsque vous utilisez le portail, nous enregistrons des données de compte (statut d'approbation, acceptation des présentes conditions, mot de passe chiffré) ainsi que des données techniques telles que votre adresse IP, un identifiant d'appareil et l'heure de vos connexions. Nous conservons également les informations sur les sites et les projets, les commentaires et les documents que vous soumettez.",
  'privacy.use.title': '2. Utilisation de vos informations',
  'privacy.use.body':
    "Nous utilisons vos données pour créer et gérer votre compte, faire approuver votre demande et vous permettre d'enregistrer des sites de distribution ainsi que de soumettre, d'examiner et de suivre des projets d'aménagement. Nous vous envoyons les e-mails nécessaires au service, tels que les codes à usage unique, les avis d'approbation et les notifications de projet, et nous répondons à vos demandes d'assistance. Les données techniques servent à protéger les comptes, à détecter les abus et à tenir un journal d'audit.",
  'privacy.lawfulBasis.title': '3. Base juridique du traitement',
  'privacy.lawfulBasis.body':
    "Nous traitons vos données pour exécuter le contrat en vertu duquel le portail est fourni au groupe automobile et à son réseau de distribution (art. 6, par. 1, point b) du RGPD) et sur la base de l'intérêt légitime du groupe et de ses partenaires à disposer d'un processus de validation commun et sécurisé (art. 6, par. 1, point f) du RGPD). Lorsque la loi nous oblige à conserver ou à communiquer des informations, nous traitons les données pour respecter cette obligation légale (art. 6, par. 1, point c) du RGPD).",
  'privacy.sharing.title': '4. Partage des informations',
  'privacy.sharing.body':
    "Vos données sont visibles par les personnes qui en ont besoin pour le processus de validation : le siège du groupe automobile, les équipes nationales du réseau de distribution et les importateurs concernés, ainsi que l'équipe de validation. Nous faisons appel à des prestataires d'hébergement et de messagerie soigneusement sélectionnés, qui agissent uniquement sur nos instructions dans le cadre d'un accord de traitement des données (art. 28 du RGPD). Nous ne vendons jamais vos données et ne les communiquons aux autorités que lorsque la loi l'exige.",
  'privacy.cookies.title': '5. Cookies et stockage local',
  'privacy.cookies.body':
    "Le portail utilise uniquement les cookies et le stockage du navigateur strictement nécessaires à son fonctionnement : votre session, votre langue, l'identifiant de votre appareil pour les codes à usage unique et votre choix en matière de cookies. Nous n'utilisons ni cookies publicitaires ou de suivi, ni outils d'analyse de tiers.",
  'privacy.rights.title': '6. Vos droits',
  'privacy.rights.body':
    "Vous avez le droit d'accéder à vos données, de les faire rectifier ou effacer, d'en limiter le traitement ou de vous y opposer, et de les recevoir dans un format portable. Lorsque le traitement repose sur votre consentement, vous pouvez le retirer à tout moment, sans que cela affecte le traitement antérieur. Vous pouvez également introduire une réclamation auprès d'une autorité de contrôle de la protection des données.",
  'privacy.security.title': '7. Sécurité',
  'privacy.security.body':
    "Nous protégeons vos données par des connexions chiffrées, des mots de passe hachés de manière robuste, des codes à usage unique pour les nouveaux appareils, des droits d'accès fondés sur les rôles et une déconnexion automatique après une période d'inactivité. L'accès de notre personnel est limité à ce qu'exigent ses missions et fait l'objet d'une journalisation.",
  'privacy.retention.title': '8. Conservation des données',
  'privacy.retention.body':
    'Nous conservons vos données personnelles uniquement pendant la durée de notre contrat avec le groupe automobile. À la fin du contrat, les données sont transférées au groupe automobile, qui en devient alors responsable, et nous supprimons nos copies, sauf si la loi nous oblige à les conserver plus longtemps.',
  'privacy.transfers.title': '9. Transferts internationaux',
  'privacy.transfers.body':
    "Le portail est hébergé dans l'Union européenne. Lorsque des sociétés du groupe ou des importateurs situés hors de l'Espace économique européen participent à un projet, les transferts de données vers eux reposent sur une décision d'adéquation de la Commission européenne ou sur les clauses contractuelles types de l'UE.",
  'privacy.changes.title': '10. Modifications de la présente politique',
  'privacy.changes.body':
    "Nous pouvons mettre à jour la présente politique lorsque le portail ou la législation évolue. La date d'entrée en vigueur indiquée en haut correspond à la version actuelle ; nous annonçons les modifications importantes dans le portail et pouvons vous demander d'accepter à nouveau les conditions mises à jour.",
  'privacy.contact.title': '11. Contact',
  'privacy.contact.body':
    "Pour toute question concernant vos données ou pour exercer vos droits, veuillez contacter le délégué à la protection des données de l'exploitant du portail, le prestataire de services du Validation Center, en Allemagne. Vous pouvez joindre le délégué à la protection des données via la page Aide et assistance du portail.",
  'privacy.agree': "J'ai lu la politique de confidentialité et j'accepte les conditions.",
  'privacy.agreeRequired': "Cochez la case d'acceptation avant d'enregistrer.",
  'privacy.saved': 'Merci. Votre acceptation des conditions a été enregistrée.',
  'privacy.alreadyAccepted': 'Vous avez déjà accepté ces conditions sur cet appareil.',
};
