import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowIdGetter,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LIMITS } from '@portal/contract';
import { useGridLocaleText } from './gridLocale';

/**
 * The parts of a list paged, sorted and searched on the server (the project list, All Users): the grid, the
 * count-and-export bar above it and the quick search. The page keeps the paging and sort state (in the
 * address or in React state) and the query; these show it.
 */

const SEARCH_DELAY_MS = 400;

export interface ServerGridProps<Row extends GridValidRowModel> {
  /** The grid's accessible name (the page's title). */
  label: string;
  rows: readonly Row[] | undefined;
  columns: readonly GridColDef<Row>[];
  getRowId: GridRowIdGetter<Row>;
  /** The total of the filtered list (all pages). */
  total: number;
  /**
   * More rows match than `total` (the server stopped counting): the pager then says "more than" and leads on
   * while `hasNextPage`.
   */
  totalCapped?: boolean;
  hasNextPage?: boolean;
  loading: boolean;
  paging: GridPaginationModel;
  onPagingChange: (model: GridPaginationModel) => void;
  pageSizes: readonly number[];
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  columnHeaderHeight?: number;
  /** Rows as high as their wrapped cells (OverflowText with `lines`), at least the compact height. */
  wrapRows?: boolean;
  sx?: SxProps<Theme>;
}

/** A wrapped cell keeps the compact row's spacing and stays centred beside the one-line cells. */
const WRAPPED_ROWS = {
  '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 0.5, minHeight: 36 },
} as const;

/** The data grid of a server-paged and server-sorted list, in the interface language, 72 % of the view high. */
export function ServerGrid<Row extends GridValidRowModel>(props: ServerGridProps<Row>) {
  const localeText = useGridLocaleText();
  return (
    <Box sx={{ height: '72vh', width: '100%', bgcolor: 'background.paper' }}>
      <DataGrid
        aria-label={props.label}
        rows={props.rows ?? []}
        columns={props.columns}
        getRowId={props.getRowId}
        {...(props.totalCapped
          ? { rowCount: -1, paginationMeta: { hasNextPage: Boolean(props.hasNextPage) } }
          : { rowCount: props.total })}
        loading={props.loading}
        paginationMode="server"
        sortingMode="server"
        paginationModel={props.paging}
        onPaginationModelChange={props.onPagingChange}
        pageSizeOptions={[...props.pageSizes]}
        sortModel={props.sortModel}
        onSortModelChange={props.onSortModelChange}
        disableColumnFilter
        disableRowSelectionOnClick
        localeText={localeText}
        density="compact"
        {...(props.columnHeaderHeight ? { columnHeaderHeight: props.columnHeaderHeight } : {})}
        {...(props.wrapRows ? { getRowHeight: () => 'auto' as const } : {})}
        sx={[props.wrapRows ? WRAPPED_ROWS : {}, ...(Array.isArray(props.sx) ? props.sx : [props.sx ?? {}])]}
      />
    </Box>
  );
}

/**
 * The bar above the grid: the count (a status the screen reader reads out), other buttons (`children`)
 * and the CSV export button.
 */
export function GridCountBar({
  count,
  exportLabel,
  exportingLabel,
  exporting,
  onExport,
  children,
}: {
  count: string;
  exportLabel: string;
  exportingLabel: string;
  exporting: boolean;
  onExport: () => void;
  children?: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', fontWeight: 500, mr: 'auto' }}>
        {count}
      </Typography>
      {children}
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        onClick={onExport}
        disabled={exporting}
      >
        {exporting ? exportingLabel : exportLabel}
      </Button>
    </Stack>
  );
}

/**
 * The quick search: asks (`onSearch`, trimmed) once typing pauses; typing re-renders only this box. A
 * change of `initial` from outside (Show All, Back, Forward) is shown, unless it is what is typed.
 */
export function GridSearchBox({
  initial = '',
  label,
  placeholder,
  onSearch,
  sx,
}: {
  initial?: string;
  label: string;
  placeholder: string;
  onSearch: (value: string) => void;
  sx?: SxProps<Theme>;
}) {
  const [text, setText] = useState(initial);
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    if (initial !== text.trim()) setText(initial);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(value.trim()), SEARCH_DELAY_MS);
  };
  return (
    <TextField
      type="search"
      size="small"
      margin="none"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      {...(sx ? { sx } : {})}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: LIMITS.searchMaxLength },
      }}
    />
  );
}
