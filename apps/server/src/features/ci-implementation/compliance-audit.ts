import { eq } from 'drizzle-orm';
import {
  isCiStage,
  type Api,
  type ComplianceAudit,
  type Language,
  type MessageBody,
  type ParsedBody,
} from '@portal/contract';
import type { Config } from '../../config';
import { readTogether, type Db, type DbOrTx } from '../../db/client';
import { ciImplementations, invitations } from '../../db/schema';
import { audit, type Actor } from '../../platform/audit';
import type { LinkContext } from '../../platform/auth';
import { t } from '../../platform/i18n';
import { can } from '../../platform/policy';
import { callerProject, type ProjectCaller } from '../projects/caller';
import { lockKnownProject } from '../projects/record';
import { tellLifecycle } from '../projects/lifecycle/notifier';
import { transition } from '../projects/lifecycle/transition';
import { ciRecordOf, policyUserOf } from './ci-data';
import { ciFilesOf, entriesOf } from './files';
import { openInvitation, sameBinding } from './link-checks';

/** GET /projects/getallcompleanceaudit/{userId}/{projectId} (spec 001 §3 "Compliance audit response"). */
export async function complianceAuditOf(
  db: DbOrTx,
  caller: ProjectCaller,
  projectId: number,
): Promise<ComplianceAudit> {
  const project = await callerProject(db, caller, projectId);
  const user = caller.auth ? await policyUserOf(db, caller.auth) : null;
  const [record, reports] = await readTogether(
    db,
    () => ciRecordOf(db, project.id),
    () => ciFilesOf(db, project.id, ['ComplianceReportFromAuditor']),
  );
  const [auditor] = record?.auditInvitationId
    ? await db
        .select({ name: invitations.name, email: invitations.email })
        .from(invitations)
        .where(eq(invitations.id, record.auditInvitationId))
    : [];
  return {
    projectId: project.id,
    projectUniqueId: project.uniqueCode,
    statusId: project.statusId,
    dateOfExecutedComplianceAudit: record?.auditDate ?? null,
    submittedAt: record?.auditSubmittedAt?.toISOString() ?? null,
    auditorName: auditor ? auditor.name || auditor.email : '',
    complianceReports: entriesOf(reports, 'ComplianceReportFromAuditor'),
    canInvite: !!user && can(user, 'inviteAuditor', project) && isCiStage(project.statusId),
  };
}

/**
 * POST projects/submitcompleanceauditfromauditor (spec 002 §3, §5; docs/external-parties.md): the auditor, having
 * uploaded its report, enters the audit date and submits. The project moves to Notification of Site
 * Compliance and the link becomes read-only; one transaction.
 */
export async function submitAuditorAudit(
  ctx: { db: Db; config: Config; link: LinkContext; actor: Actor; lang: Language },
  body: ParsedBody<Api['submitAuditorComplianceAudit']>,
): Promise<MessageBody> {
  const { db, link, actor } = ctx;
  sameBinding(link, { projectId: body.ProjectId, partyId: body.AuditorId });
  await db.transaction(async (tx) => {
    const project = await lockKnownProject(tx, body.ProjectId);
    await openInvitation(tx, link);
    // The table's row (the CI stage open) and guard (the report on file), before anything is written.
    const done = await transition(
      tx,
      project.id,
      'auditSubmitted',
      { link },
      { actor, refusal: 'complianceAudit.notInStage', note: 'compliance audit submitted' },
    );
    const now = new Date();
    const values = {
      auditDate: body.DateOfExecutedSiteCompleamceAudit,
      auditSubmittedAt: now,
      auditInvitationId: link.invitationId,
    };
    await tx
      .insert(ciImplementations)
      .values({ projectId: project.id, ...values })
      .onConflictDoUpdate({ target: ciImplementations.projectId, set: values });
    await tx.update(invitations).set({ submittedAt: now }).where(eq(invitations.id, link.invitationId));
    await audit(tx, actor, 'auditSubmission.submit', 'invitation', link.invitationId, {
      invitationId: link.invitationId,
      projectId: project.id,
      auditDate: values.auditDate,
    });
    await tellLifecycle(tx, ctx.config, {
      about: 'ciStage',
      project,
      done,
      news: {
        notification: 'auditSubmitted',
        mailEvent: 'auditSubmitted',
        vars: { auditDate: values.auditDate },
        byRole: 'auditor',
        byName: link.name || link.email,
      },
    });
  });
  return { statusCode: 200, message: t(ctx.lang, 'external.submitted') };
}
