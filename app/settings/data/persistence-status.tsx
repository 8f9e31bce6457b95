// Data Settings › What this device holds: whether the browser keeps it for good, and a request for
// it where not. The line is there from the first paint (checking), so nothing below it moves.
import { useEffect, useState } from 'react'
import { ShieldCheck } from 'lucide-react'
import { askPersistence, readPersistence, type Persistence } from '../../pwa/storage-persistence.ts'
import { Button } from '../../ui/button.tsx'
import { PERSISTENCE_CHECKING, persistenceAnswer, persistenceWords } from './persistence-words.ts'

export function PersistenceStatus() {
  const [persistence, setPersistence] = useState<Persistence>()
  const [answer, setAnswer] = useState<Persistence>()
  const [asking, setAsking] = useState(false)
  useEffect(() => {
    let current = true
    void readPersistence().then((state) => {
      if (current) setPersistence(state)
    })
    return () => {
      current = false
    }
  }, [])

  const ask = async () => {
    setAsking(true)
    const given = await askPersistence()
    setAnswer(given)
    if (given === 'granted') setPersistence(given)
    setAsking(false)
  }

  const words = persistence && persistenceWords(persistence)
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm" data-testid="storage-persistence">
        {words ? words.status : PERSISTENCE_CHECKING}
      </p>
      {words?.canAsk && (
        <Button size="sm" className="self-start" disabled={asking} onClick={() => void ask()}>
          <ShieldCheck size={16} aria-hidden />
          {asking ? 'Asking…' : 'Ask the browser to keep it'}
        </Button>
      )}
      <p role="status" className="text-sm text-muted empty:hidden" data-testid="storage-persistence-answer">
        {answer && persistenceAnswer(answer)}
      </p>
    </div>
  )
}
