import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, PARTY_SLOTS, type CiBrandBlock, type SupplierDocument } from '@portal/contract';
import { DatePickerField } from '../../components/DatePickerField';
import { localToday } from '../../lib/dates';
import { useCiImplementation } from './api/getCiImplementation';
import { useDocumentInfo } from './api/getDocumentInfo';
import { useSubmitSupplierCi } from './api/submitSupplierCi';
import { useUploadProjectFile } from './api/uploadProjectFile';
import { DesignDownloads } from './components/DesignDownloads';
import { ExternalPage } from './components/ExternalPage';
import { LinkSummary } from './components/LinkSummary';
import { LoadFailed, Loading } from './components/Loading';
import { MessageDialog } from '../../components/MessageDialog';
import { Section, useOpenPanel } from './components/Section';
import { SubmitArea } from './components/SubmitArea';
import { SupplierFiles } from './components/SupplierFiles';
import { UploadDialog } from './components/UploadDialog';
import { fileNameFailure, uploadFailureText } from './uploadFailure';
import type { LinkContext } from './useExternalLink';
import { useFormData } from './useFormData';

/** The supplier's page (spec 002 §2 "Supplier page"): /project/ciimplementationforsuplier?userid&token&projectid&supplierid&brandid. */
export default function SupplierPage() {
  return <ExternalPage party="supplier">{(ctx) => <SupplierContent {...ctx} />}</ExternalPage>;
}

const UPLOADS: { name: SupplierDocument; label: string }[] = [
  { name: 'OfferFromSupplier', label: 'externalPages.supplier.uploadOffer' },
  { name: 'OrderFromSupplier', label: 'externalPages.supplier.uploadOrder' },
  { name: 'InvoiceFromSupplier', label: 'externalPages.supplier.uploadInvoice' },
];

function SupplierContent({ link, params }: LinkContext) {
  const { t } = useTranslation();
  const ci = useCiImplementation(params.userId, params.projectId, params.token);
  const docs = useDocumentInfo(params.userId, params.projectId, params.token);
  const ciData = useFormData(ci.data);
  const docsData = useFormData(docs.data);
  const panels = useOpenPanel('ci');
  const block = ciData?.brands.find((b) => b.brandId === params.brandId) ?? ciData?.brands[0];

  if (ci.isError || docs.isError) return <LoadFailed />;
  if (!ciData || !docsData) return <Loading />;

  return (
    <>
      <LinkSummary link={link} />
      <SupplierForm link={link} params={params} block={block ?? null} panels={panels}>
        <Section
          id="design"
          title={t('externalPages.designRequirements')}
          open={panels.open === 'design'}
          onToggle={panels.toggle}
        >
          <DesignDownloads
            info={docsData}
            slots={PARTY_SLOTS.supplier}
            labelKey={(slot) => `externalPages.doc.${slot}`}
            projectId={params.projectId}
            token={params.token}
            withAll
          />
        </Section>
      </SupplierForm>
    </>
  );
}

interface Dates {
  PlannedDeliveryDate: string;
  DateOfInstallationCompleted: string;
  PlannedInstallationDate: string;
}

const DATE_FIELDS: { name: keyof Dates; label: string; past?: true }[] = [
  { name: 'PlannedDeliveryDate', label: 'externalPages.supplier.plannedDelivery' },
  { name: 'DateOfInstallationCompleted', label: 'externalPages.supplier.installationCompleted', past: true },
  { name: 'PlannedInstallationDate', label: 'externalPages.supplier.plannedInstallation' },
];

/** The installation is completed on a day that has happened; the planned dates may lie ahead (as the server). */
const inFuture = (field: (typeof DATE_FIELDS)[number], value: string, today: string) =>
  Boolean(field.past && value && value > today);

/** The 'CI Implementation' panel (uploads, the three dates) and the submit button. */
function SupplierForm({
  link,
  params,
  block,
  panels,
  children,
}: LinkContext & {
  block: CiBrandBlock | null;
  panels: ReturnType<typeof useOpenPanel>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [dates, setDates] = useState<Dates>({
    PlannedDeliveryDate: block?.plannedDeliveryDate ?? '',
    DateOfInstallationCompleted: block?.installationCompletedDate ?? '',
    PlannedInstallationDate: block?.plannedInstallationDate ?? '',
  });
  const [uploading, setUploading] = useState<SupplierDocument | null>(null);
  /** Why the confirmation cannot be sent yet: a date missing, or the offer or order not on file. */
  const [missing, setMissing] = useState<'dates' | 'files' | null>(null);
  const submit = useSubmitSupplierCi(params.token);
  const upload = useUploadProjectFile();
  const submitted = link.readOnly || Boolean(block?.confirmedAt) || submit.isSuccess;

  const today = localToday();

  const onSubmit = () => {
    if (DATE_FIELDS.some((f) => !dates[f.name])) setMissing('dates');
    // The server confirms a brand only with its offer and order on file (the lifecycle's guard).
    else if (!block?.offerFile || !block.orderFile) setMissing('files');
    else if (!DATE_FIELDS.some((f) => inFuture(f, dates[f.name], today)))
      submit.mutate(bodyOf(params, dates));
  };

  return (
    <>
      <Section
        id="ci"
        title={t('externalPages.supplier.section')}
        open={panels.open === 'ci'}
        onToggle={panels.toggle}
      >
        {!submitted && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {UPLOADS.map((u) => (
              <Button
                key={u.name}
                variant="contained"
                startIcon={<UploadIcon />}
                onClick={() => setUploading(u.name)}
              >
                {t(u.label)}
              </Button>
            ))}
          </Stack>
        )}
        {block && <SupplierFiles block={block} token={params.token} />}
        <Box
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mt: 2 }}
        >
          {DATE_FIELDS.map((f) => {
            const future = !submitted && inFuture(f, dates[f.name], today);
            return (
              <DatePickerField
                labelAbove
                key={f.name}
                id={`supplier-${f.name}`}
                label={t(f.label)}
                value={dates[f.name]}
                onChange={(value) => setDates((d) => ({ ...d, [f.name]: value }))}
                readOnly={submitted}
                required
                maxDate={f.past && today}
                error={future}
                helperText={future ? t('external.completedInFuture') : undefined}
              />
            );
          })}
        </Box>
      </Section>
      {children}
      <SubmitArea
        label={t('externalPages.supplier.submit')}
        submitted={submitted}
        pending={submit.isPending}
        error={submit.error}
        onSubmit={onSubmit}
      />
      {missing && (
        <MessageDialog
          id="supplier-required"
          title={t('externalPages.supplier.dialogTitle')}
          text={t(missing === 'dates' ? 'external.requiredFields' : 'ciImplementation.offerAndOrderRequired')}
          onClose={() => setMissing(null)}
        />
      )}
      <UploadDialog
        open={uploading !== null}
        accept={uploading ? acceptOf(uploading) : undefined}
        upload={async (file, onProgress) => {
          if (!uploading) return;
          await upload.mutateAsync({
            upload: {
              projectId: params.projectId,
              userId: params.userId,
              documentName: uploading,
              file,
              token: params.token,
            },
            onProgress,
          });
        }}
        failureText={uploadFailureText(t)}
        check={fileNameFailure(t)}
        onClose={() => setUploading(null)}
      />
    </>
  );
}

const bodyOf = (params: LinkContext['params'], d: Dates) => ({
  ProjectId: params.projectId,
  UserID: params.userId,
  SupplierId: params.invitationId,
  BrandId: params.brandId,
  ...d,
});
