import { createHash, randomBytes } from 'node:crypto';
import { API, COMMENT_TYPE, ROLES, STATUS } from '@portal/contract';
import type { Client, CallResult } from './http';
import type { Mailbox } from './mailbox';
import type { Notices } from './notices';
import type { SimAccount } from './seed';
import { SIM_PASSWORD } from './seed';

/** A file a simulated user uploaded: downloaded again and hashed at the end. */
export interface Upload {
  path: string;
  sha256: string;
  bytes: number;
  owner: SimUser;
}

export interface Shared {
  mailbox: Mailbox;
  notices: Notices;
  uploads: Upload[];
  /** Set when the run ends: users finish their current action and stop. */
  stopping: () => boolean;
  thinkMs: number;
}

interface Row {
  projectId: number;
  /** The project's originator: the `userId` of the detail and design calls (0 also reads). */
  userId: number | null;
  statusId: number;
}

const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
const chance = (p: number) => Math.random() < p;
const rowsOf = (r: CallResult): Row[] =>
  r.status === 200 && r.body && typeof r.body === 'object' && 'rows' in r.body && Array.isArray(r.body.rows)
    ? (r.body.rows as Row[])
    : [];

/** A PDF by its signature (the portal decides a file's type from its first bytes), with random content. */
function randomPdf(): Buffer {
  const size = chance(0.8)
    ? 8_000 + Math.floor(Math.random() * 120_000)
    : 500_000 + Math.floor(Math.random() * 2_000_000);
  return Buffer.concat([Buffer.from('%PDF-1.4\n%soak\n'), randomBytes(size), Buffer.from('\n%%EOF\n')]);
}

/**
 * One simulated person: signs in (one-time code from the SMTP peer), then works as people of its role do, with
 * think time between actions: lists and filters, opens projects, reads the design and the messages, downloads
 * and uploads documents, decides validations (VC), keeps the notification stream open (VC: the bell is theirs).
 */
export class SimUser {
  userId = 0;
  private projects: Row[] = [];

  constructor(
    readonly account: SimAccount,
    readonly client: Client,
    private readonly shared: Shared,
  ) {}

  async signIn(): Promise<void> {
    const since = Date.now() - 1000;
    const device = `soak-${randomBytes(6).toString('hex')}`;
    const auth = await this.client.call(API.authenticate, {
      json: { Email: this.account.email, Password: SIM_PASSWORD, DeviceName: device },
    });
    const record = auth.body as { token?: string; userSequence?: number; isOtpValidationRequired?: boolean };
    if (auth.status !== 200 || !record.token)
      throw new Error(`sign-in of ${this.account.email}: ${auth.status}`);
    this.client.token = record.token;
    this.userId = record.userSequence ?? 0;
    if (record.isOtpValidationRequired) {
      const code = await this.shared.mailbox.codeFor(this.account.email, since);
      const otp = await this.client.call(API.validateOtp, { json: { OTP: code } });
      const full = otp.body as { token?: string; userSequence?: number };
      if (otp.status !== 200 || !full.token)
        throw new Error(`one-time code of ${this.account.email}: ${otp.status}`);
      this.client.token = full.token;
      this.userId = full.userSequence ?? this.userId;
    }
  }

  /** Acts until the run stops; a call that throws (no answer) is recorded and the user goes on. */
  async run(): Promise<void> {
    if (this.account.role === ROLES.VC) this.shared.notices.openStream(this);
    await this.list();
    while (!this.shared.stopping()) {
      await this.think();
      if (this.shared.stopping()) break;
      try {
        await this.act();
      } catch {
        // Recorded by the client; a person would try again after a while.
      }
    }
  }

  private think(): Promise<void> {
    const ms = -Math.log(1 - Math.random()) * this.shared.thinkMs;
    return new Promise((r) => setTimeout(r, Math.min(ms, this.shared.thinkMs * 5)));
  }

  private async act(): Promise<void> {
    const role = this.account.role;
    const overseer = role === ROLES.VC || role === ROLES.HQ || role === ROLES.RND;
    const r = Math.random();
    if (r < 0.22) return this.list();
    if (r < 0.4) return this.openProject();
    if (r < 0.55) return this.readDesign();
    if (r < 0.7) return this.readMessages();
    if (r < 0.8 && overseer) return this.dashboard();
    if (r < 0.88 && role === ROLES.VC) return this.decide();
    if (r < 0.95) return this.postMessage();
    return this.list();
  }

  private async list(): Promise<void> {
    const body: Record<string, unknown> = {
      Page: chance(0.7) ? 0 : Math.floor(Math.random() * 4),
      PageSize: 25,
    };
    if (chance(0.3)) body.arProjectStatus = [pick([0, 1, 2, 3, 4, 6, 7, 8]) ?? 1];
    if (chance(0.15)) body.Search = pick(['PARIS', 'MILANO', 'auto', 'LYON', 'BERLIN']);
    if (chance(0.2)) body.SortField = pick(['siteName', 'city', 'statusDate']);
    const rows = rowsOf(await this.client.call(API.getProjectsByFilters, { json: body }));
    if (rows.length) this.projects = rows;
  }

  private project(): Row | undefined {
    return pick(this.projects);
  }

  private async openProject(): Promise<void> {
    const p = this.project();
    if (!p) return this.list();
    await this.client.call(API.getProjectDetailsForUser, {
      params: { userId: p.userId ?? 0, projectId: p.projectId },
    });
    await this.client.call(API.getAllProjectData, { params: { projectId: p.projectId } });
    if (chance(0.5))
      await this.client.call(API.getProjectStatusHistory, { params: { projectId: p.projectId } });
    if (chance(0.3)) await this.client.call(API.getProjectTimeline, { params: { projectId: p.projectId } });
  }

  private async readDesign(): Promise<void> {
    const p = this.project();
    if (!p) return this.list();
    const params = { userId: p.userId ?? 0, projectId: p.projectId };
    await this.client.call(API.getDesignValidationInfo, { params });
    const docs = await this.client.call(API.getDocumentInfoToDownload, { params });
    const body = docs.body as { documents?: { versions: { documentId: number }[] }[] } | undefined;
    const versions = (body?.documents ?? []).flatMap((d) => d.versions);
    const v = pick(versions);
    if (v && chance(0.5)) await this.client.call(API.getFileById, { params: { fileId: v.documentId } });
  }

  private async readMessages(): Promise<void> {
    const p = this.project();
    if (!p) return this.list();
    const thread = await this.client.call(API.getCommentsByProject, { params: { projectId: p.projectId } });
    if (chance(0.3))
      await this.client.call(API.getCommentTypes, {
        params: { userSequence: this.userId },
        query: { projectId: String(p.projectId) },
      });
    const list = (
      thread.body as { userWithCommentDetailsList?: { attachmentList: { path: string }[] }[] } | undefined
    )?.userWithCommentDetailsList;
    const file = pick((list ?? []).flatMap((c) => c.attachmentList));
    if (file && chance(0.5))
      await this.client.call(API.downloadMessageFile, { query: { fileName: file.path } });
  }

  private async dashboard(): Promise<void> {
    await this.client.call(API.getProcessStatusCounts);
    if (chance(0.5)) await this.client.call(API.getValidationStatus);
  }

  /** A message with a PDF attachment on one of the user's projects: notifies the Validation Center. */
  private async postMessage(): Promise<void> {
    const p = this.project();
    if (!p) return this.list();
    const data = randomPdf();
    const sha256 = createHash('sha256').update(data).digest('hex');
    const marker = this.account.role === ROLES.VC ? '' : this.shared.notices.newMarker();
    const started = Date.now();
    const res = await this.client.call(API.addComment, {
      form: {
        fields: {
          ProjectId: String(p.projectId),
          CommentType: String(COMMENT_TYPE.comment),
          ListOfComments: `Soak message ${marker}`.trim(),
        },
        files: chance(0.7)
          ? [
              {
                field: 'ListOfAttachments',
                name: `plan-${sha256.slice(0, 8)}.pdf`,
                type: 'application/pdf',
                data,
              },
            ]
          : [],
      },
    });
    if (res.status !== 200) return;
    if (marker) this.shared.notices.posted(marker, started, res.upstream);
    const comment = (res.body as { comment?: { attachmentList: { path: string }[] } } | undefined)?.comment;
    for (const a of comment?.attachmentList ?? [])
      this.shared.uploads.push({ path: a.path, sha256, bytes: data.length, owner: this });
  }

  /** VC: one decision on a project under review whose check this user may make now. */
  private async decide(): Promise<void> {
    const rows = rowsOf(
      await this.client.call(API.getProjectsByFilters, {
        json: { Page: Math.floor(Math.random() * 3), PageSize: 25, arProjectStatus: [STATUS.underReview] },
      }),
    );
    for (const p of rows.sort(() => Math.random() - 0.5).slice(0, 3)) {
      const info = await this.client.call(API.getDesignValidationInfo, {
        params: { userId: p.userId ?? 0, projectId: p.projectId },
      });
      const v = info.body as { canValidateCompleteness?: boolean; canValidateContent?: boolean } | undefined;
      if (!v?.canValidateCompleteness && !v?.canValidateContent) continue;
      const reject = chance(0.2);
      const which = v.canValidateCompleteness ? 'CompletenessChk' : 'ContentValidation';
      await this.client.call(API.validateProjectData, {
        form: {
          fields: {
            ProjectId: String(p.projectId),
            [`Is${which}Accepted`]: String(!reject),
            [`Is${which}Rejected`]: String(reject),
            ListOfComments: reject ? 'Soak: the plans do not match the typology.' : '',
          },
        },
      });
      return;
    }
  }
}
