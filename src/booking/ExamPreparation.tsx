import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

/**
 * What the practice says about preparing for exams, which the page hands the booking (its settings, from the
 * page's own data: src/sections/layout/PageLayout.tsx) and the confirmation after "Realizar exames" says. Kept out
 * of the root's data, so the first load carries none of it; kept out of the booking's state, so a page pushing it
 * in re-renders nothing.
 */
interface ExamPreparationHolder {
  set: (text: string | undefined) => void;
  get: () => string | undefined;
}

const ExamPreparationContext = createContext<ExamPreparationHolder | null>(null);

function createHolder(): ExamPreparationHolder {
  let text: string | undefined;
  return {
    set: (next) => {
      text = next;
    },
    get: () => text,
  };
}

/** Where the page's words about exams are kept, for the booking inside it (BookingProvider mounts it). */
export function ExamPreparationProvider({ children }: { children: ReactNode }) {
  const [holder] = useState(createHolder);
  return (
    <ExamPreparationContext.Provider value={holder}>{children}</ExamPreparationContext.Provider>
  );
}

function useHolder(): ExamPreparationHolder {
  const holder = useContext(ExamPreparationContext);
  if (!holder)
    throw new Error(
      "useExamPreparation() must be called inside <BookingProvider>: wrap the tree in src/root/RootWrapper.",
    );
  return holder;
}

/** The page hands the booking what the practice says about preparing for exams. */
export function useExamPreparation(text: string | undefined): void {
  const { set } = useHolder();
  useEffect(() => set(text), [set, text]);
}

/** What the page said about preparing for exams, read when the form is sent. */
export function useExamPreparationText(): () => string | undefined {
  return useHolder().get;
}
