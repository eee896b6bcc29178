import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PARTY_SLOTS } from '@portal/contract';
import { useDocumentInfo } from './api/getDocumentInfo';
import { DesignDownloads } from './components/DesignDownloads';
import { ExternalPage } from './components/ExternalPage';
import { LinkSummary } from './components/LinkSummary';
import { LoadFailed, Loading } from './components/Loading';
import { MessageFiles } from './components/MessageFiles';
import { Section, useOpenPanel } from './components/Section';
import type { LinkContext } from './useExternalLink';
import { useFormData } from './useFormData';

/** The validated-design download page (spec 002 §2 "Download page"): /project/DownloadValidatedDesigns?userid&token&projectid&supplierid. */
export default function DownloadPage() {
  return <ExternalPage party="download">{(ctx) => <DownloadContent {...ctx} />}</ExternalPage>;
}

function DownloadContent({ link, params }: LinkContext) {
  const { t } = useTranslation();
  const docs = useDocumentInfo(params.userId, params.projectId, params.token);
  const panels = useOpenPanel('design');
  const docsData = useFormData(docs.data);
  if (docs.isError) return <LoadFailed />;
  if (!docsData) return <Loading />;
  const messages = docsData.listMessage ?? [];
  return (
    <>
      <LinkSummary link={link} />
      {messages.length > 0 && (
        <>
          <SectionTitle text={t('externalPages.download.messaging')} />
          <Section
            id="messages"
            title={t('externalPages.download.messagingFiles')}
            open={panels.open === 'messages'}
            onToggle={panels.toggle}
            level="h3"
          >
            <MessageFiles items={messages} token={params.token} />
          </Section>
        </>
      )}
      <SectionTitle text={t('externalPages.download.section')} />
      <Section
        id="design"
        title={t('externalPages.designRequirements')}
        open={panels.open === 'design'}
        onToggle={panels.toggle}
        level="h3"
      >
        <DesignDownloads
          info={docsData}
          slots={PARTY_SLOTS.download}
          labelKey={(slot) => `design.doc.${slot}`}
          projectId={params.projectId}
          token={params.token}
          withAll
        />
      </Section>
    </>
  );
}

function SectionTitle({ text }: { text: string }) {
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
      {text}
    </Typography>
  );
}
