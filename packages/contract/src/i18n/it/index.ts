import type { LanguageModules } from '../en';
import { core } from './core';
import { shell } from './shell';
import { auth } from './auth';
import { signup } from './signup';
import { privacy } from './privacy';
import { password } from './password';
import { approval } from './approval';
import { help } from './help';
import { tutorials } from './tutorials';
import { devmail } from './devmail';
import { profile } from './profile';
import { projectList } from './projectList';
import { projectCreate } from './projectCreate';
import { projectDetail } from './projectDetail';
import { siteApprovals } from './siteApprovals';
import { projectAdmin } from './projectAdmin';
import { projectMessages } from './projectMessages';
import { requestMessages } from './requestMessages';
import { reference } from './reference';
import { widgets } from './widgets';
import { messageTool } from './messageTool';
import { designValidation } from './designValidation';
import { designDocuments } from './designDocuments';
import { designReference } from './designReference';
import { arcad } from './arcad';
import { invitations } from './invitations';
import { ciImplementation } from './ciImplementation';
import { ciScreens } from './ciScreens';
import { externalPages } from './externalPages';
import { helpDesk } from './helpDesk';
import { libraries } from './libraries';
import { allUsers } from './allUsers';
import { dashboard } from './dashboard';
import { extracts } from './extracts';
import { ball } from './ball';
import { interactiveMap } from './interactiveMap';
import { timeline } from './timeline';
import { viewer } from './viewer';
import { markups } from './markups';
import { compare } from './compare';

export const itModules: LanguageModules = {
  core,
  shell,
  auth,
  signup,
  privacy,
  password,
  approval,
  help,
  tutorials,
  devmail,
  profile,
  projectList,
  projectCreate,
  projectDetail,
  siteApprovals,
  projectAdmin,
  projectMessages,
  requestMessages,
  reference,
  widgets,
  messageTool,
  designValidation,
  designDocuments,
  designReference,
  arcad,
  invitations,
  ciImplementation,
  ciScreens,
  externalPages,
  helpDesk,
  libraries,
  allUsers,
  dashboard,
  extracts,
  ball,
  interactiveMap,
  timeline,
  viewer,
  markups,
  compare,
};
export const it: Record<string, string> = Object.assign({}, ...Object.values(itModules));
