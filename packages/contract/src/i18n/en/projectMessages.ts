/** Server messages of the project list and the project detail calls. */
export const projectMessages = {
  'project.siteInfoUpdated': 'Site Information is successfully updated',
  'project.siteInfoLocked': 'The site information of this project can no longer be changed.',
  'project.paused': 'This project is paused: only the Validation Center Team can change it.',
  'project.transitionNotAllowed': "The project's current status does not allow this step.",
  'project.locationUpdated': 'The position of the site is saved.',
} as const;
