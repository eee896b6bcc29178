import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  requiredSlots,
  STATUS,
  type BrandData,
  type DesignValidationInfo,
  type DocumentSlot,
  type ProjectDesignData,
} from '@portal/contract';
import { useBrandDetails } from '../api/getAllBrandDetails';
import { useProjectDesignData } from '../api/getAllProjectData';
import { useDesignValidationInfo } from '../api/getDesignValidationInfo';
import { useDocumentInfo } from '../api/getDocumentInfo';
import { BrandAccordionForm } from './BrandAccordionForm';
import { DocumentsPanel } from './DocumentsPanel';
import { MarkupsProvider } from './markups/MarkupsContext';
import { MessageTool } from './messages/MessageTool';
import { brandSelections, toFormValues, type DesignFormValues } from './model';
import { ProjectDataForm } from './ProjectDataForm';
import { SubmitBar } from './SubmitBar';
import { ValidationStatusPanel } from './ValidationStatusPanel';
import { Loading, LoadError } from '../../../components/QueryState';

interface Props {
  projectId: number;
  /** The project's user (spec 001 §1: the detail screens keep it in session storage). */
  userId: number;
}

/**
 * The Design Validation tab of /UniqueProject/{projectId} (spec 001 §2 "Design validation screen"; issue 10
 * §3): validation status (with the validation actions), the message tool, project type and CI workstream per
 * brand, project data and showroom surfaces, design requirements documents, and the submit button.
 */
export function DesignValidationTab({ projectId, userId }: Props) {
  const { t } = useTranslation();
  const info = useDesignValidationInfo(userId, projectId);

  return (
    <Stack spacing={2.5}>
      <Typography component="h2" variant="h6">
        {t('projectDetail.tab.design')}
      </Typography>
      {info.isPending && <Loading />}
      {info.isError && (
        <LoadError
          text={t('projectDetail.design.loadError')}
          onRetry={() => void info.refetch()}
          error={info.error}
        />
      )}
      {info.data && (
        <MarkupsProvider projectId={projectId} userId={userId}>
          <ValidationStatusPanel projectId={projectId} userId={userId} info={info.data} />
          <MessageTool projectId={projectId} />
          <DesignDossier projectId={projectId} userId={userId} info={info.data} />
        </MarkupsProvider>
      )}
    </Stack>
  );
}

/** The brand form, the project data, the documents and the submit bar: the dossier the originator fills in. */
function DesignDossier({ projectId, userId, info }: Props & { info: DesignValidationInfo }) {
  const { t, i18n } = useTranslation();
  const data = useProjectDesignData(projectId);
  const brands = useBrandDetails(projectId, i18n.language || 'en');
  const documents = useDocumentInfo(userId, projectId);

  const formPart =
    data.isPending || brands.isPending ? (
      <Loading />
    ) : data.isError || brands.isError ? (
      <LoadError
        text={t('projectDetail.design.loadError')}
        onRetry={() => {
          if (data.isError) void data.refetch();
          if (brands.isError) void brands.refetch();
        }}
        error={data.error ?? brands.error}
      />
    ) : null;

  /** `required`: the slots the form's current brand choices call for (else the saved ones'). */
  const documentsPart = (required?: ReadonlySet<DocumentSlot>) =>
    documents.isPending ? (
      <Loading />
    ) : documents.isError ? (
      <LoadError
        text={t('projectDetail.design.loadError')}
        onRetry={() => void documents.refetch()}
        error={documents.error}
      />
    ) : (
      <DocumentsPanel
        projectId={projectId}
        userId={userId}
        documents={documents.data}
        canChange={info.canEdit && documents.data.isUploadAllowed}
        required={required}
      />
    );

  if (formPart || !data.data || !brands.data)
    return (
      <>
        {formPart}
        {documentsPart()}
      </>
    );
  return (
    <DesignForm
      projectId={projectId}
      userId={userId}
      info={info}
      data={data.data}
      brands={brands.data.brandDetails}
      documentsPart={documentsPart}
    />
  );
}

function DesignForm({
  projectId,
  userId,
  info,
  data,
  brands,
  documentsPart,
}: Props & {
  info: DesignValidationInfo;
  data: ProjectDesignData;
  brands: readonly BrandData[];
  documentsPart: (required?: ReadonlySet<DocumentSlot>) => ReactNode;
}) {
  const { t } = useTranslation();
  const defaults = useMemo(() => toFormValues(data, brands), [data, brands]);
  const form = useForm<DesignFormValues>({ defaultValues: defaults, shouldFocusError: true });
  // Saved or changed elsewhere: show what the server holds. Labels in another language change nothing.
  const shown = useRef(JSON.stringify(defaults));
  useEffect(() => {
    const next = JSON.stringify(defaults);
    if (next === shown.current) return;
    shown.current = next;
    form.reset(defaults);
  }, [defaults, form]);

  const readOnly = !info.canEdit;
  const lockNote = readOnly
    ? info.isSubmittedForApproval || info.statusId === STATUS.documented
      ? 'projectDetail.design.lockedSubmitted'
      : !info.isEnabled
        ? 'projectDetail.design.lockedPaused'
        : 'projectDetail.design.onlyOriginator'
    : '';

  return (
    <FormProvider {...form}>
      {lockNote && <Alert severity="info">{t(lockNote)}</Alert>}
      <BrandAccordionForm brands={brands} readOnly={readOnly} />
      <ProjectDataForm readOnly={readOnly} />
      <LiveDocuments render={documentsPart} />
      <SubmitBar projectId={projectId} userId={userId} info={info} />
    </FormProvider>
  );
}

/** The documents with their "Required" badges as the form's brands, typologies and workstreams now ask. */
function LiveDocuments({ render }: { render: (required: ReadonlySet<DocumentSlot>) => ReactNode }) {
  const { control } = useFormContext<DesignFormValues>();
  const brands = useWatch({ control, name: 'brands' });
  const required = useMemo(() => new Set(requiredSlots(brandSelections({ brands }))), [brands]);
  return render(required);
}

export default DesignValidationTab;
