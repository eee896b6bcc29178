import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CiBrandBlock, CiDocumentEntry } from '@portal/contract';
import { formatDate } from '../../../lib/dates';
import { downloadFileById } from '../api/getFileById';
import { useCiDate } from '../../../lib/ciDates';
import { MessageDialog } from '../../../components/MessageDialog';
import { Panel } from './Panel';

/**
 * The per-brand CI blocks (spec 001 §3, §6): the supplier's offer, order and invoice (downloadable by everyone
 * but the originator, who sees their dates), the supplier's dates and the installation confirmation.
 */
export function BrandBlocksPanel({ brands }: { brands: readonly CiBrandBlock[] }) {
  const { t } = useTranslation();
  const [notFound, setNotFound] = useState(false);
  return (
    <Panel id="ci-brands" title={t('ciScreens.brands.title')}>
      {brands.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('ciScreens.brands.none')}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            gap: 1.5,
          }}
        >
          {brands.map((brand) => (
            <BrandBlock key={brand.brandId} brand={brand} onMissing={() => setNotFound(true)} />
          ))}
        </Box>
      )}
      {notFound && (
        <MessageDialog
          id="ci-brands-not-found"
          title={t('projectDetail.design.docs.notFoundTitle')}
          text={t('projectDetail.design.docs.notFound')}
          onClose={() => setNotFound(false)}
        />
      )}
    </Panel>
  );
}

function BrandBlock({ brand, onMissing }: { brand: CiBrandBlock; onMissing: () => void }) {
  const { t } = useTranslation();
  const ciDate = useCiDate();
  const headingId = `ci-brand-${brand.brandId}`;
  const day = (value: string | null) => formatDate(value) || t('ciScreens.brand.noDate');
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}
    >
      <Typography id={headingId} component="h4" variant="body1" sx={{ fontWeight: 600, mb: 1 }}>
        {brand.brandName}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          gap: 0.75,
          columnGap: 2,
        }}
      >
        <Row label={t('ciScreens.brand.offer')}>
          <SupplierFile file={brand.offerFile} date={brand.offerDate} onMissing={onMissing} />
        </Row>
        <Row label={t('ciScreens.brand.order')}>
          <SupplierFile file={brand.orderFile} date={brand.orderDate} onMissing={onMissing} />
        </Row>
        <Row label={t('ciScreens.brand.invoice')}>
          <SupplierFile file={brand.invoiceFile} date={brand.invoiceDate} onMissing={onMissing} />
        </Row>
        <Row label={t('ciScreens.brand.plannedDelivery')}>{day(brand.plannedDeliveryDate)}</Row>
        <Row label={t('ciScreens.brand.plannedInstallation')}>{day(brand.plannedInstallationDate)}</Row>
        <Row label={t('ciScreens.brand.installationCompleted')}>{day(brand.installationCompletedDate)}</Row>
        <Row label={t('ciScreens.brand.confirmed')}>
          {brand.confirmedAt ? ciDate(brand.confirmedAt) : t('ciScreens.brand.notConfirmed')}
        </Row>
      </Box>
    </Box>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, mb: { xs: 0.75, sm: 0 }, wordBreak: 'break-word' }}
      >
        {children}
      </Typography>
    </>
  );
}

/** The file to download when the caller may, else only whether and when it was received. */
function SupplierFile({
  file,
  date,
  onMissing,
}: {
  file: CiDocumentEntry | null;
  date: string | null;
  onMissing: () => void;
}) {
  const { t } = useTranslation();
  const ciDate = useCiDate();
  if (!file && !date) return <>{t('ciScreens.brand.notReceived')}</>;
  if (!file) return <>{t('ciScreens.brand.received', { date: ciDate(date) })}</>;
  return (
    <>
      <Button
        size="small"
        variant="text"
        startIcon={<DownloadIcon />}
        aria-label={t('ciScreens.downloadFile', { name: file.fileName })}
        onClick={() => void downloadFileById(file.fileId, file.fileName).catch(onMissing)}
        sx={{ p: 0, minWidth: 0, textAlign: 'left', wordBreak: 'break-word' }}
      >
        {file.fileName}
      </Button>{' '}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {ciDate(date ?? file.uploadDate)}
      </Box>
    </>
  );
}
