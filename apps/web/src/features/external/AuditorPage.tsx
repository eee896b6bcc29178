import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, AUDITOR_DOCUMENT, PARTY_SLOTS, type ComplianceAudit } from '@portal/contract';
import { DatePickerField } from '../../components/DatePickerField';
import { useComplianceAudit } from './api/getComplianceAudit';
import { useDocumentInfo } from './api/getDocumentInfo';
import { downloadFileById, previewSourceOf } from './api/getFileById';
import { canPreview, useFilePreview } from './useFilePreview';
import { useSubmitComplianceAudit } from './api/submitComplianceAudit';
import { useUploadProjectFile } from './api/uploadProjectFile';
import { formatCiDate } from '../../lib/ciDates';
import { BusyDialog } from './components/BusyDialog';
import { DesignDownloads } from './components/DesignDownloads';
import { ExternalPage } from './components/ExternalPage';
import { FileList, FileRow } from './components/FileRow';
import { LinkSummary } from './components/LinkSummary';
import { LoadFailed, Loading } from './components/Loading';
import { MessageDialog } from '../../components/MessageDialog';
import { Section, useOpenPanel } from './components/Section';
import { SubmitArea } from './components/SubmitArea';
import { UploadDialog } from './components/UploadDialog';
import { fileNameFailure, uploadFailureText } from './uploadFailure';
import { useDownload } from './useDownload';
import type { LinkContext } from './useExternalLink';
import { useFormData } from './useFormData';

/** The auditor's page (spec 002 §2 "Auditor page"): /project/complianceauditforauditors?userid&token&projectid&auditorid. */
export default function AuditorPage() {
  return <ExternalPage party="auditor">{(ctx) => <AuditorContent {...ctx} />}</ExternalPage>;
}

function AuditorContent({ link, params }: LinkContext) {
  const { t } = useTranslation();
  const audit = useComplianceAudit(params.userId, params.projectId, params.token);
  const docs = useDocumentInfo(params.userId, params.projectId, params.token);
  const panels = useOpenPanel('audit');

  const auditData = useFormData(audit.data);
  const docsData = useFormData(docs.data);
  if (audit.isError || docs.isError) return <LoadFailed />;
  if (!auditData || !docsData) return <Loading />;

  return (
    <>
      <LinkSummary link={link} />
      <AuditForm link={link} params={params} audit={auditData} panels={panels}>
        <Section
          id="design"
          title={t('externalPages.designRequirements')}
          open={panels.open === 'design'}
          onToggle={panels.toggle}
        >
          <DesignDownloads
            info={docsData}
            slots={PARTY_SLOTS.auditor}
            labelKey={(slot) => `externalPages.doc.${slot}`}
            projectId={params.projectId}
            token={params.token}
          />
        </Section>
      </AuditForm>
    </>
  );
}

/** The 'Compliance Audit' panel (report upload, audit date) and the submit button. */
function AuditForm({
  link,
  params,
  audit,
  panels,
  children,
}: LinkContext & {
  audit: ComplianceAudit;
  panels: ReturnType<typeof useOpenPanel>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState(audit.dateOfExecutedComplianceAudit ?? '');
  const [uploading, setUploading] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const submit = useSubmitComplianceAudit(params.token);
  const upload = useUploadProjectFile();
  const submitted = link.readOnly || submit.isSuccess;

  return (
    <>
      <Section
        id="audit"
        title={t('externalPages.auditor.section')}
        open={panels.open === 'audit'}
        onToggle={panels.toggle}
      >
        {!submitted && (
          <Button
            variant="contained"
            startIcon={<UploadIcon />}
            onClick={() => setUploading(true)}
            sx={{ mb: 2 }}
          >
            {t('externalPages.auditor.upload')}
          </Button>
        )}
        <Reports audit={audit} token={params.token} />
        <Box sx={{ maxWidth: 360, mt: 2 }}>
          <DatePickerField
            labelAbove
            id="auditor-date"
            label={t('externalPages.auditor.date')}
            value={date}
            onChange={setDate}
            readOnly={submitted}
            required
          />
        </Box>
      </Section>
      {children}
      <SubmitArea
        label={t('externalPages.auditor.submit')}
        submitted={submitted}
        pending={submit.isPending}
        error={submit.error}
        onSubmit={() => {
          // The server refuses both too (400 required fields, 405 report required).
          if (!date) setMissing('external.requiredFields');
          else if (audit.complianceReports.length === 0) setMissing('complianceAudit.reportRequired');
          else
            submit.mutate({
              ProjectId: params.projectId,
              UserID: params.userId,
              AuditorId: params.invitationId,
              DateOfExecutedSiteCompleamceAudit: date,
            });
        }}
      />
      {missing && (
        <MessageDialog
          id="auditor-required"
          title={t('externalPages.auditor.dialogTitle')}
          text={t(missing)}
          onClose={() => setMissing(null)}
        />
      )}
      <UploadDialog
        open={uploading}
        accept={acceptOf(AUDITOR_DOCUMENT)}
        upload={async (file, onProgress) => {
          await upload.mutateAsync({
            upload: {
              projectId: params.projectId,
              userId: params.userId,
              documentName: AUDITOR_DOCUMENT,
              file,
              token: params.token,
            },
            onProgress,
          });
        }}
        failureText={uploadFailureText(t)}
        check={fileNameFailure(t)}
        onClose={() => setUploading(false)}
      />
    </>
  );
}

/** The compliance reports uploaded so far, newest first. */
function Reports({ audit, token }: { audit: ComplianceAudit; token: string }) {
  const { t, i18n } = useTranslation();
  const { busy, run } = useDownload();
  const preview = useFilePreview();
  if (audit.complianceReports.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('externalPages.auditor.noReport')}
      </Typography>
    );
  return (
    <>
      <FileList label={t('externalPages.auditor.reports')}>
        {audit.complianceReports.map((r) => (
          <FileRow
            key={r.fileId}
            label={r.fileName}
            detail={formatCiDate(r.uploadDate, i18n.language)}
            fileName={r.fileName}
            onDownload={() => void run(() => downloadFileById(r.fileId, r.fileName, token))}
            onPreview={
              canPreview(r.fileName)
                ? () => preview.show(r.fileName, previewSourceOf(r.fileId, token))
                : undefined
            }
          />
        ))}
      </FileList>
      <BusyDialog open={busy} text={t('externalPages.downloading')} />
      {preview.dialog}
    </>
  );
}
