export { RecordEditFrame, type RecordEditFrameProps } from './RecordEditFrame';
export { RecordListPage, type RecordList, type RecordListPageProps } from './RecordListPage';
export { useRecordEditor, type RecordEditor, type RecordEditorOptions } from './useRecordEditor';
export { recordLoad, recordPost } from './recordApi';
export { saveRefusal, type SaveRefusal } from './recordErrors';
